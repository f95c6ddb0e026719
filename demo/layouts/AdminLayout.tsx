import { useLocation } from 'react-router';
import { adminTrail } from '../components/breadcrumbs';
import { ADMIN_MENU } from '../components/side-menus';
import { SidebarLayout } from './SidebarLayout';

/** `/public/features/admin/*`: the admin area with its sidebar entry Admin Progress Tracker. */
export function AdminLayout() {
  const { pathname } = useLocation();
  return <SidebarLayout menu={ADMIN_MENU} trail={adminTrail(pathname)} />;
}
