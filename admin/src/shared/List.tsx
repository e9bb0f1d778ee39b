import type { ReactNode } from 'react';
import { List as RaList, Pagination, useListContext, type ListProps, type RaRecord } from 'react-admin';
import { LoadError } from './LoadError';

/** The failed load of the list in context, with a retry that loads it again. */
export function ListError() {
  const { error, refetch } = useListContext();
  return <LoadError error={error} onRetry={refetch} />;
}

/** The list's paging, left out while its load has failed (its counts would be those of the last success). */
function PagingUnlessFailed({ children }: { children: ReactNode }) {
  const { error } = useListContext();
  return error ? null : children;
}

/**
 * react-admin's List for every list of the console: a failed load shows as an error with a retry
 * (not as "no data"), without paging. Props are those of react-admin's List.
 */
export function List<RecordType extends RaRecord = RaRecord>({ pagination, ...props }: ListProps<RecordType>) {
  return <RaList<RecordType> error={<ListError />} {...props} pagination={pagination === false ? false : <PagingUnlessFailed>{pagination ?? <Pagination />}</PagingUnlessFailed>} />;
}

/** For a list built on ListBase: its content (rows and paging), or the failed load with a retry. */
export function ListContent({ children }: { children: ReactNode }) {
  const { error } = useListContext();
  return error ? <ListError /> : children;
}
