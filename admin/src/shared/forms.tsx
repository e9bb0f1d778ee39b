import { SaveButton, Toolbar, useNotify } from 'react-admin';

/**
 * A form toolbar with saving only. react-admin's default toolbar adds a DeleteButton, which
 * needs a resource: forms on custom routes (and forms that delete nothing) use this one.
 */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/**
 * The success notice of a create or edit whose `mutationOptions.onSuccess` replaces react-admin's
 * own (which would say "resources.<name>.notifications.created|updated", see notifications.ts).
 */
export function useSavedNotice(resource: string) {
  const notify = useNotify();
  return (kind: 'created' | 'updated') => notify(`resources.${resource}.notifications.${kind}`, { type: 'success', messageArgs: { smart_count: 1 } });
}
