import { Menu as RaMenu, usePermissions } from 'react-admin';
import type { CurrentUser } from '../../../common/web/types';
import { canAccess } from '../access';
import { AREAS } from '../areas';

/** react-admin's resource menu followed by the console areas' pages the user may open. */
export function Menu() {
  const { permissions } = usePermissions<Pick<CurrentUser, 'role' | 'permissions'> & { locked: boolean }>();
  const locked = Boolean(permissions?.locked);
  // A locked company's HQ can open only the subscription pages.
  const entries = AREAS.flatMap((area) => area.menu ?? []).filter(
    (entry) => permissions && canAccess(permissions, entry.access) && (!locked || entry.access === 'subscription'),
  );
  return (
    <RaMenu>
      {!locked && <RaMenu.DashboardItem />}
      {!locked && <RaMenu.ResourceItems />}
      {entries.map((entry) => {
        const Icon = entry.icon;
        return <RaMenu.Item key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={<Icon />} />;
      })}
    </RaMenu>
  );
}
