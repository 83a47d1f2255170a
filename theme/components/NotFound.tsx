import { useTranslate } from '../context.js';

export function NotFound() {
  const { t } = useTranslate();
  return (
    <div className="not-found">
      <h1>{t('theme.NotFound.title')}</h1>
      <p>{t('theme.NotFound.p1')}</p>
      <p>{t('theme.NotFound.p2')}</p>
    </div>
  );
}
