import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * Page width in the console. react-admin's layout is at least as wide as its content
 * (`min-width: fit-content`; its content column and a list's main part are flex items whose
 * automatic minimum width is their content's), so one wide child (a row of tabs, a table with
 * many columns) widened the whole page and it scrolled sideways. The page keeps the window's
 * width; what is wider scrolls inside itself (tables in their wrapper, scrollable tabs).
 */
const STYLES = {
  // `body` outranks the layout's own class, whichever style sheet comes first.
  'body .layout': { minWidth: 0 },
  '.RaLayout-content, .RaList-main': { minWidth: 0 },
  '.RaDatagrid-tableWrapper': { overflowX: 'auto' },
} as const;

export function ConsoleStyles() {
  return <GlobalStyles styles={STYLES} />;
}
