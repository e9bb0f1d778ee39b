import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatClear from '@mui/icons-material/FormatClear';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import { useInput, useTranslate } from 'react-admin';

interface Command {
  name: string;
  icon: ReactNode;
  run: (translate: ReturnType<typeof useTranslate>) => void;
}

const exec = (command: string, value?: string) => document.execCommand(command, false, value);

/** The formatting the server keeps (server/modules/news/rich-text.ts): no colours, sizes or images. */
const COMMANDS: Command[] = [
  { name: 'bold', icon: <FormatBold />, run: () => exec('bold') },
  { name: 'italic', icon: <FormatItalic />, run: () => exec('italic') },
  { name: 'underline', icon: <FormatUnderlined />, run: () => exec('underline') },
  { name: 'bullets', icon: <FormatListBulleted />, run: () => exec('insertUnorderedList') },
  { name: 'numbers', icon: <FormatListNumbered />, run: () => exec('insertOrderedList') },
  {
    name: 'link',
    icon: <InsertLink />,
    run: (translate) => {
      const address = window.prompt(translate('newsfeed.editor.linkPrompt'), 'https://');
      if (address && /^(https?:\/\/|mailto:)\S+$/i.test(address.trim())) exec('createLink', address.trim());
    },
  },
  { name: 'clear', icon: <FormatClear />, run: () => exec('removeFormat') },
];

/**
 * Rich text for a news post: an editable area with a small toolbar (bold, italic, underline,
 * lists, links). The form holds its HTML; the server keeps only the safe subset of it.
 */
export function RichTextInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, defaultValue: '' });
  const area = useRef<HTMLDivElement>(null);
  // The area is uncontrolled: the form's value is written into it once, when it appears.
  const fill = useEffectEvent(() => {
    if (area.current && area.current.innerHTML !== field.value) area.current.innerHTML = (field.value as string) ?? '';
  });
  useEffect(() => fill(), []);
  const changed = () => field.onChange(area.current?.innerHTML ?? '');
  const error = fieldState.error?.message;
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <FormLabel id={`${source}-label`} error={Boolean(error)}>
        {translate(label)}
      </FormLabel>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, mt: 0.5 }}>
        <Stack direction="row" role="toolbar" aria-label={translate('newsfeed.editor.toolbar')} sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5 }}>
          {COMMANDS.map((c) => (
            <Tooltip key={c.name} title={translate(`newsfeed.editor.${c.name}`)}>
              <IconButton
                size="small"
                aria-label={translate(`newsfeed.editor.${c.name}`)}
                // Keeps the selection in the text while the button is pressed.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  c.run(translate);
                  changed();
                }}
              >
                {c.icon}
              </IconButton>
            </Tooltip>
          ))}
        </Stack>
        <Box
          ref={area}
          contentEditable
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${source}-label`}
          onInput={changed}
          onBlur={field.onBlur}
          sx={{ minHeight: 160, maxHeight: 400, overflowY: 'auto', p: 1.5, outline: 'none', '& p': { my: 0.5 } }}
        />
      </Box>
      <FormHelperText error={Boolean(error)}>{error ? translate(error, { _: error }) : translate('newsfeed.help.content')}</FormHelperText>
    </Box>
  );
}
