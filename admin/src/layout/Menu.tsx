import { Menu as RaMenu, usePermissions } from 'react-admin';
import type { CurrentUser } from '../../../common/web/types';
import { canAccess } from '../access';
import { AREAS } from '../areas';

/** react-admin's resource menu followed by the console areas' pages the user may open. */
export function Menu() {
  const { permissions } = usePermissions<Pick<CurrentUser, 'role' | 'permissions'>>();
  const entries = AREAS.flatMap((area) => area.menu ?? []).filter((entry) => permissions && canAccess(permissions, entry.access));
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      <RaMenu.ResourceItems />
      {entries.map((entry) => {
        const Icon = entry.icon;
        return <RaMenu.Item key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={<Icon />} />;
      })}
    </RaMenu>
  );
}
