import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { PASSWORD_CHECKS, passwordFailures } from '../../password';
import { commonCatalogs, useTranslator } from '../i18n';

/** The password rule of docs/rules.md, each part ticked off live as the user types. */
export function PasswordRules({ password }: { password: string }) {
  const t = useTranslator(commonCatalogs);
  const failing = passwordFailures(password);
  return (
    <Box component="section" aria-live="polite" data-testid="password-rules" sx={{ my: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('common.password.rulesTitle')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {PASSWORD_CHECKS.map((check) => {
          const met = !failing.includes(check.key);
          return (
            <Box component="li" key={check.key} data-rule={check.key} data-met={met} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: met ? 'success.main' : 'text.secondary' }}>
              {met ? <CheckCircle fontSize="small" /> : <RadioButtonUnchecked fontSize="small" />}
              <Typography variant="body2">{t(`common.password.${check.key}`)}</Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
