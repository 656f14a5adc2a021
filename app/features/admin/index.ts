/**
 * The admin feature's public API: the back-office shell and the building blocks every
 * back-office screen shares. Other features and the routes import only this.
 */
export { adminDate, adminDateTime, adminLocale, adminMoney, adminNumber, adminTime } from './admin-formats';
export { AdminDialog } from './admin-dialog';
export { AdminPageHeader } from './admin-page-header';
export { AdminScreen } from './admin-screen';
export { AdminShell } from './admin-shell';
export { ADMIN_LINKS, AdminSidebar, type AdminLinkCounts } from './admin-sidebar';
export { Badge, type BadgeTone } from './badge';
export { ConfirmDialog } from './confirm-dialog';
export { EmptyState, ErrorState, SkeletonRows } from './list-states';
export { FilterButtons } from './filter-buttons';
export { Pager } from './pager';
export { SearchBox } from './search-box';
export { sidebarCollapsedFrom } from './sidebar-state';
