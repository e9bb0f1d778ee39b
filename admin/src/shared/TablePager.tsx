import TablePagination, { type TablePaginationProps } from '@mui/material/TablePagination';

/**
 * The footer of a report's paged table (/reporting, /analytics): the page and rows per page (10,
 * 25, 50 or 100); a new page size starts again at the first page.
 */
export function TablePager({
  count,
  page,
  perPage,
  onPage,
  onPerPage,
  labelRowsPerPage,
  labelDisplayedRows,
}: {
  count: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  labelRowsPerPage: string;
  labelDisplayedRows?: TablePaginationProps['labelDisplayedRows'];
}) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={[10, 25, 50, 100]}
      onPageChange={(_e, p) => onPage(p)}
      onRowsPerPageChange={(e) => {
        onPerPage(Number(e.target.value));
        onPage(0);
      }}
      labelRowsPerPage={labelRowsPerPage}
      labelDisplayedRows={labelDisplayedRows}
    />
  );
}
