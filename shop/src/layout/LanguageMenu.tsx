import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Translate from '@mui/icons-material/Translate';
import { LANGUAGES } from '../../../common/constants';
import { useLanguage } from '../../../common/web/i18n';
import { chooseLanguage } from '../../../common/web/session';
import { useT } from '../i18n';

/** Switches between English, Bahasa Indonesia and Bahasa Melayu (saved to the account when signed in). */
export function LanguageMenu({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const t = useT();
  const lang = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button color={color} startIcon={<Translate />} aria-label={t('common.language.label')} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)} data-testid="language-menu">
        {lang.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((option) => (
          <MenuItem
            key={option}
            selected={option === lang}
            lang={option}
            onClick={() => {
              setAnchor(null);
              void chooseLanguage(option);
            }}
          >
            {t(`common.language.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
