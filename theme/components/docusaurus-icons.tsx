/**
 * Docusaurus' `@theme/Icon/*` components, for a site's components that draw them (a copy button,
 * an external link's arrow, a language menu): inline SVGs painted with currentColor, taking the
 * props of an `<svg>` (width, height, className, style, …) as Docusaurus' do, hidden from
 * assistive technology as theirs are unless the props say otherwise. The drawings are hub-docs'
 * own, on a 24-unit grid (those of its navbar's icons as theme/styles/icons.css draws them).
 */
import type { ComponentProps, ReactNode } from 'react';

type IconProps = ComponentProps<'svg'>;

/**
 * The SVG of an icon: its paths (several, or `evenodd` holes), `size` wide and high unless the
 * props say; hidden from assistive technology, as Docusaurus' are (the props may say otherwise).
 */
function SvgIcon({
  paths,
  size,
  evenOdd = false,
  width = size,
  height = size,
  ...props
}: IconProps & { paths: string[]; size: number; evenOdd?: boolean }): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      width={width}
      height={height}
      fill="currentColor"
      fillRule={evenOdd ? 'evenodd' : undefined}
      aria-hidden="true"
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** Each icon's drawing: its paths and its size unless the props give one. */
const DRAWINGS = {
  Arrow: { size: 20, paths: ['M8.6 16.6 13.2 12 8.6 7.4 10 6l6 6-6 6-1.4-1.4Z'] },
  Close: { size: 14, paths: ['m12 10.6 5-5L18.4 7l-5 5 5 5-1.4 1.4-5-5-5 5L5.6 17l5-5-5-5L7 5.6l5 5Z'] },
  Menu: { size: 30, paths: ['M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z'] },
  Home: { size: 20, paths: ['M10 19v-5h4v5h5v-7h3L12 3 2 12h3v7h5Z'] },
  WordWrap: {
    size: 20,
    paths: [
      'M4 19h6v-2H4v2ZM20 5H4v2h16V5Zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3 3 3v-2h2c2.2 0 4-1.8 4-4s-1.8-4-4-4Z',
    ],
  },
  LightMode: {
    size: 24,
    paths: [
      'M12 18a6 6 0 1 1 0-12 6 6 0 0 1 0 12Zm0-2a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM11 1h2v3h-2V1Zm0 19h2v3h-2v-3ZM3.5 4.9l1.4-1.4L7 5.6 5.6 7 3.5 4.9ZM17 18.4l1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1ZM20 11h3v2h-3v-2ZM1 11h3v2H1v-2Zm16-5.4 2.1-2.1 1.4 1.4L18.4 7 17 5.6ZM3.5 19.1 5.6 17 7 18.4l-2.1 2.1-1.4-1.4Z',
    ],
  },
  DarkMode: {
    size: 24,
    paths: [
      'M10 7a7 7 0 0 0 12 4.9v.1c0 5.5-4.5 10-10 10S2 17.5 2 12 6.5 2 12 2h.1A7 7 0 0 0 10 7Zm-6 5a8 8 0 0 0 15.6 2.5A9 9 0 0 1 9.5 4.4 8 8 0 0 0 4 12Z',
    ],
  },
  /** Two sheets: the one behind (its top and right edges), the one in front (a frame). */
  Copy: {
    size: 24,
    paths: [
      'M8 2h11a2 2 0 0 1 2 2v12h-2V4H8V2Z',
      'M5 6h10a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2Zm0 2v12h10V8H5Z',
    ],
    evenOdd: true,
  },
  /** A tick. */
  Success: { size: 24, paths: ['m4 12.6 1.4-1.4 3.8 3.8 9.4-9.4L20 7 9.2 17.8 4 12.6Z'] },
  /** A pencil: its body, then its eraser end. */
  Edit: {
    size: 20,
    paths: [
      'M4 17.2V20h2.8l9.9-9.9-2.8-2.8L4 17.2Z',
      'm15.3 5.9 1.1-1.1a1 1 0 0 1 1.4 0l1.4 1.4a1 1 0 0 1 0 1.4l-1.1 1.1-2.8-2.8Z',
    ],
  },
  /** A box left open at its top right, an arrow leaving it. */
  ExternalLink: {
    size: 13.5,
    paths: [
      'M14 3h7v7h-2V6.4l-8.3 8.3-1.4-1.4L17.6 5H14V3Z',
      'M5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z',
    ],
  },
  /** A globe: its outline, the equator and a meridian. */
  Language: {
    size: 20,
    paths: [
      'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Z',
      'M3 11h18v2H3v-2Z',
      'M12 2.6c2.6 2.5 4 5.8 4 9.4s-1.4 6.9-4 9.4c-2.6-2.5-4-5.8-4-9.4s1.4-6.9 4-9.4Zm0 2.9C10.7 7.4 10 9.6 10 12s.7 4.6 2 6.5c1.3-1.9 2-4.1 2-6.5s-.7-4.6-2-6.5Z',
    ],
    evenOdd: true,
  },
} satisfies Record<string, { size: number; paths: string[]; evenOdd?: boolean }>;

export const IconArrow = (props: IconProps): ReactNode => <SvgIcon {...DRAWINGS.Arrow} {...props} />;
export const IconClose = (props: IconProps): ReactNode => <SvgIcon {...DRAWINGS.Close} {...props} />;
export const IconMenu = (props: IconProps): ReactNode => <SvgIcon {...DRAWINGS.Menu} {...props} />;
export const IconHome = (props: IconProps): ReactNode => <SvgIcon {...DRAWINGS.Home} {...props} />;
export const IconWordWrap = (props: IconProps): ReactNode => <SvgIcon {...DRAWINGS.WordWrap} {...props} />;
export const IconLightMode = (props: IconProps): ReactNode => <SvgIcon {...DRAWINGS.LightMode} {...props} />;
export const IconDarkMode = (props: IconProps): ReactNode => <SvgIcon {...DRAWINGS.DarkMode} {...props} />;
export const IconCopy = (props: IconProps): ReactNode => <SvgIcon {...DRAWINGS.Copy} {...props} />;
export const IconSuccess = (props: IconProps): ReactNode => <SvgIcon {...DRAWINGS.Success} {...props} />;
export const IconEdit = (props: IconProps): ReactNode => <SvgIcon {...DRAWINGS.Edit} {...props} />;
export const IconExternalLink = (props: IconProps): ReactNode => <SvgIcon {...DRAWINGS.ExternalLink} {...props} />;
export const IconLanguage = (props: IconProps): ReactNode => <SvgIcon {...DRAWINGS.Language} {...props} />;
