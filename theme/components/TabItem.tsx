/** TabItem as a module of its own, as Docusaurus has `@theme/TabItem` beside `@theme/Tabs`. */
export { TabItem as default, TabItem, type TabItemProps } from './Tabs.js';
