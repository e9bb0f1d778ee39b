import { Form, SaveButton, Toolbar, type FormProps } from 'react-admin';
import CardContent from '@mui/material/CardContent';
import type { SxProps, Theme } from '@mui/material/styles';

/** A settings form of a company tab: its fields, then the save button (enabled even when untouched). */
export function SettingsForm({ children, contentSx, ...props }: FormProps & { contentSx?: SxProps<Theme> }) {
  return (
    <Form {...props}>
      <CardContent sx={contentSx}>{children}</CardContent>
      <Toolbar>
        <SaveButton alwaysEnable />
      </Toolbar>
    </Form>
  );
}
