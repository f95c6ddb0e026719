import { useLocation } from 'react-router';
import { learnerTrail } from '../components/breadcrumbs';
import { LEARNER_MENU } from '../components/side-menus';
import { SidebarLayout } from './SidebarLayout';

/** `/public/features/learner/*`: breadcrumb from the URL (the templates page's `appId` included), learner menu. */
export function LearnerLayout() {
  const { pathname, search } = useLocation();
  return <SidebarLayout menu={LEARNER_MENU} trail={learnerTrail(pathname, search)} />;
}
