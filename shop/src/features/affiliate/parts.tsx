import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../../common/web/site';
import { PATHS } from '../../paths';
import { useCurrentUser } from '../../session/SessionContext';
import { useAffiliateT } from './texts';

export type AffiliateTab = 'account' | 'setup' | 'summary';

const TAB_PATHS: Record<AffiliateTab, string> = { account: PATHS.affiliateAccount, setup: PATHS.affiliateSetup, summary: PATHS.affiliateSummary };

/**
 * The frame of every affiliate screen: its title and the tabs between account, links and summary
 * once the agent is registered. While the company's goAffiliateStatus switch is off (the session's
 * go_affiliate_status) the drawer hides the entry, and a bookmarked screen says so.
 */
export function AffiliateScreen({ title, tab, children }: { title: string; tab?: AffiliateTab; children: ReactNode }) {
  const t = useAffiliateT();
  const user = useCurrentUser();
  usePageTitle(title);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="affiliate-screen">
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {!user.go_affiliate_status ? (
        <Alert severity="info" data-testid="affiliate-off">
          {t('shop.affiliate.off')}
        </Alert>
      ) : (
        <>
          {tab && (
            <Tabs value={tab} variant="fullWidth" aria-label={t('shop.affiliate.title')}>
              {(Object.keys(TAB_PATHS) as AffiliateTab[]).map((key) => (
                <Tab key={key} value={key} label={t(`shop.affiliate.tabs.${key}`)} component={RouterLink} to={TAB_PATHS[key]} data-testid={`affiliate-tab-${key}`} />
              ))}
            </Tabs>
          )}
          {children}
        </>
      )}
    </Box>
  );
}

/** Copies a text; says whether it worked. */
export function useCopy(): [null | 'done' | 'failed', (text: string) => Promise<void>] {
  const [state, setState] = useState<null | 'done' | 'failed'>(null);
  return [
    state,
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        setState('done');
      } catch {
        setState('failed');
      }
    },
  ];
}
