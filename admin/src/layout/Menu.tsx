import { useEffect, useEffectEvent, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { Menu as RaMenu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import PointOfSale from '@mui/icons-material/PointOfSale';
import MenuBook from '@mui/icons-material/MenuBook';
import Hub from '@mui/icons-material/Hub';
import Campaign from '@mui/icons-material/Campaign';
import Payments from '@mui/icons-material/Payments';
import Assessment from '@mui/icons-material/Assessment';
import Settings from '@mui/icons-material/Settings';
import type { CurrentUser } from '../../../common/api/users';
import type { Country } from '../../../common/constants';
import { hasTaxDuty } from '../../../common/tax';
import { canAccess } from '../access';
import { AREAS, MENU_GROUPS, type FeatureFlag, type MenuGroup } from '../areas';
import { currentEntry } from './currentEntry';

const GROUP_ICONS: Record<MenuGroup, ComponentType> = {
  sales: PointOfSale,
  catalogue: MenuBook,
  network: Hub,
  marketing: Campaign,
  money: Payments,
  reports: Assessment,
  setup: Settings,
};

/**
 * Which sections this browser has opened or closed (a per-browser preference, not part of the
 * session). A section never toggled is open, so a first visit shows everything there is.
 */
const STORAGE_KEY = 'admin.menu.open';

function storedOpen(): Partial<Record<MenuGroup, boolean>> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (!value || typeof value !== 'object') return {};
    return Object.fromEntries(MENU_GROUPS.filter((g) => Object.hasOwn(value, g)).map((g) => [g, (value as Record<string, unknown>)[g] === true]));
  } catch {
    return {};
  }
}

type Permissions = Pick<CurrentUser, 'role' | 'permissions'> & { locked: boolean; features?: Partial<Record<FeatureFlag, boolean>>; country?: Country };

/**
 * The dashboard, then the areas' entries in collapsible sections (MENU_GROUPS order, each entry
 * in its area's `group`), listing only what the user may open; a section with nothing to show is
 * left out. Each section remembers whether it is open; the one holding the current page opens.
 */
export function Menu() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const [sidebarOpen] = useSidebarState();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(storedOpen);
  const locked = Boolean(permissions?.locked);
  // A locked company's HQ can open only the subscription pages.
  const entries = AREAS.flatMap((area) => area.menu ?? []).filter(
    (entry) =>
      permissions &&
      canAccess(permissions, entry.access) &&
      (!entry.feature || permissions.features?.[entry.feature] === true) &&
      (!entry.tax || hasTaxDuty(permissions.country, entry.tax)) &&
      (!locked || entry.access === 'subscription'),
  );
  const currentGroup = currentEntry(entries, pathname)?.group;

  const toggle = (group: MenuGroup, value: boolean) =>
    setOpen((before) => {
      const next = { ...before, [group]: value };
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      return next;
    });
  // Only on arriving at a page: the user may close its section afterwards.
  const openCurrent = useEffectEvent(() => {
    if (currentGroup && open[currentGroup] === false) toggle(currentGroup, true);
  });
  useEffect(() => openCurrent(), [currentGroup, pathname]);

  return (
    <RaMenu>
      {!locked && <RaMenu.DashboardItem />}
      {MENU_GROUPS.map((group) => {
        const items = entries.filter((entry) => entry.group === group);
        if (!items.length) return null;
        const Icon = GROUP_ICONS[group];
        const label = translate(`menu.groups.${group}`);
        const expanded = open[group] ?? true;
        const header = (
          <ListItemButton
            onClick={() => toggle(group, !expanded)}
            aria-expanded={expanded}
            aria-controls={`menu-group-${group}`}
            data-testid={`menu-group-${group}`}
            sx={{ py: 0.75, color: 'text.secondary' }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={label} slotProps={{ primary: { variant: 'body2', noWrap: true, sx: { fontWeight: 600 } } }} />
            {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </ListItemButton>
        );
        return (
          <List key={group} disablePadding component="div">
            {sidebarOpen ? (
              header
            ) : (
              <Tooltip title={label} placement="right">
                {header}
              </Tooltip>
            )}
            <Collapse in={expanded} timeout="auto" unmountOnExit id={`menu-group-${group}`}>
              {items.map((entry) => {
                const EntryIcon = entry.icon;
                return (
                  <RaMenu.Item
                    key={entry.to}
                    to={entry.to}
                    primaryText={translate(entry.label, { smart_count: 2, _: entry.label })}
                    leftIcon={<EntryIcon />}
                    sx={sidebarOpen ? { pl: 3.5 } : undefined}
                  />
                );
              })}
            </Collapse>
          </List>
        );
      })}
    </RaMenu>
  );
}
