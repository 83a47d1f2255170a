/**
 * The mobile panel and what it shows again of the navbar and the sidebar: one chunk, loaded with the panel's first
 * opening (runtime/islands.tsx).
 */
export { MobilePanel } from '../theme/components/MobilePanel.js';
export { NavLinks } from '../theme/components/Navbar.js';
export { SidebarMenu } from '../theme/components/Sidebar.js';
export { ColorModeToggle } from '../theme/components/ColorModeToggle.js';
