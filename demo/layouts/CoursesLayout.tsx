import { Outlet, useMatches } from 'react-router';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';

/** Route `handle` of a page that fills the viewport with a frame (the syllabus and content screens). */
export type CoursesHandle = { fillViewport?: boolean };

/**
 * `/public/features/courses/*`: Coursify navbar, page, public footer. A notes page gets the whole viewport: the
 * document itself does not scroll (exactly one viewport high), the frame takes the room the navbar, the page's title
 * bar and the compact footer leave, and only the notes scroll, inside the frame: one scrollbar.
 */
export function CoursesLayout() {
  const fill = useMatches().some((match) => (match.handle as CoursesHandle | undefined)?.fillViewport);
  // One tree for both, only the classes differ: the navbar and footer stay mounted between grid and notes.
  return (
    <div
      className={fill ? 'flex h-dvh min-h-[28rem] flex-col' : 'flex min-h-screen flex-col'}
      data-scroll={fill ? 'frame' : 'page'}
    >
      <SiteHeader variant="public" />
      <main
        id="main"
        tabIndex={-1}
        className={`${fill ? 'flex min-h-0 flex-col' : 'mx-auto w-full max-w-7xl px-4 py-8'} flex-1 focus:outline-none`}
      >
        <Outlet />
      </main>
      <SiteFooter variant="public" compact={fill} />
    </div>
  );
}
