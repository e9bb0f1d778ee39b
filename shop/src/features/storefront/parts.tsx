import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../../common/web/site';
import { PATHS } from '../../paths';
import { useCurrentUser } from '../../session/SessionContext';
import { useStorefrontT } from './texts';

export type StorefrontTab = 'account' | 'setup' | 'summary';

const TAB_PATHS: Record<StorefrontTab, string> = { account: PATHS.storefrontAccount, setup: PATHS.storefrontSetup, summary: PATHS.storefrontSummary };

/**
 * The frame of every storefront screen: its title, and the tabs between account, products and
 * summary once the store exists. While the company's ejenstoreStatus switch is off (the
 * session's ejen_store_status) the drawer hides the entry, and a bookmarked screen says so
 * instead of calling the server (which refuses anyway).
 */
export function StorefrontScreen({ title, tab, children }: { title: string; tab?: StorefrontTab; children: ReactNode }) {
  const t = useStorefrontT();
  const user = useCurrentUser();
  usePageTitle(title);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="storefront-screen">
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {!user.ejen_store_status ? (
        <Alert severity="info" data-testid="storefront-off">
          {t('shop.storefront.off')}
        </Alert>
      ) : (
        <>
          {tab && (
            <Tabs value={tab} variant="fullWidth" aria-label={t('shop.storefront.title')}>
              {(Object.keys(TAB_PATHS) as StorefrontTab[]).map((key) => (
                <Tab key={key} value={key} label={t(`shop.storefront.tabs.${key}`)} component={RouterLink} to={TAB_PATHS[key]} data-testid={`storefront-tab-${key}`} />
              ))}
            </Tabs>
          )}
          {children}
        </>
      )}
    </Box>
  );
}

/** A figure of the summary or the account: label over value. */
export function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div" data-testid={testId} sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}
