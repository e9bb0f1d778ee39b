import { useEffect, useMemo, useState } from 'react';
import { Loading, TextInput, maxLength, regex, required, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Toolbar2 from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { HEX_COLOUR, THEME_IMAGES, THEME_IMAGE_MAX_BYTES, type ThemeImage } from '../../../common/company';
import { DEFAULT_COLOR } from '../../../common/constants';
import { ApiError, request } from '../../../common/web/api';
import { useSite } from '../../../common/web/site';
import { SettingsForm } from './SettingsForm';
import { useSettings } from './settings';
import { LoadError } from '../shared/LoadError';

interface Theme {
  dColorPrimary: string;
  dColorSecondary: string;
  webDesc: string;
  logo: string | null;
  logoDark: string | null;
  loginImage: string | null;
}

const isColour = (value: unknown): value is string => typeof value === 'string' && new RegExp(HEX_COLOUR).test(value);

/** A text field for #rrggbb with the browser's colour picker beside it, both bound to the same value. */
function ColourInput({ source }: { source: 'dColorPrimary' | 'dColorSecondary' }) {
  const { setValue } = useFormContext();
  const value = useWatch({ name: source }) as string;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextInput source={source} validate={[required(), regex(new RegExp(HEX_COLOUR), 'company.theme.colourFormat')]} />
      <input
        type="color"
        aria-label={source}
        data-testid={`${source}-picker`}
        value={isColour(value) ? value.toLowerCase() : DEFAULT_COLOR}
        onChange={(e) => setValue(source, e.target.value, { shouldDirty: true, shouldValidate: true })}
        style={{ width: 48, height: 40, marginTop: 8, border: 'none', background: 'none', padding: 0 }}
      />
    </Box>
  );
}

/** What the console and the agent app will look like with the colours and images chosen, before saving. */
function Preview({ images }: { images: Record<ThemeImage, string | null> }) {
  const translate = useTranslate();
  const site = useSite();
  const [primary, secondary] = useWatch({ name: ['dColorPrimary', 'dColorSecondary'] }) as string[];
  const theme = useMemo(
    () =>
      createTheme({
        palette: { primary: { main: isColour(primary) ? primary : DEFAULT_COLOR }, secondary: { main: isColour(secondary) ? secondary : DEFAULT_COLOR } },
      }),
    [primary, secondary],
  );
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" data-testid="theme-preview" sx={{ overflow: 'hidden' }}>
        {/* The agent app's bar wears the primary colour, the console's the secondary one. */}
        <AppBar position="static" color="primary" data-testid="theme-preview-bar">
          <Toolbar2 variant="dense" sx={{ gap: 1 }}>
            {images.logo && <Box component="img" src={images.logo} alt="" sx={{ height: 28 }} />}
            <Typography variant="subtitle1">{site.name}</Typography>
            <Typography variant="caption" sx={{ ml: 'auto', opacity: 0.85 }}>
              {translate('company.theme.previewShop')}
            </Typography>
          </Toolbar2>
        </AppBar>
        <AppBar position="static" color="secondary" data-testid="theme-preview-console-bar">
          <Toolbar2 variant="dense" sx={{ gap: 1 }}>
            {images.logo && <Box component="img" src={images.logo} alt="" sx={{ height: 28 }} />}
            <Typography variant="subtitle1">{site.name}</Typography>
            <Typography variant="caption" sx={{ ml: 'auto', opacity: 0.85 }}>
              {translate('company.theme.previewConsole')}
            </Typography>
          </Toolbar2>
        </AppBar>
        <Box sx={{ p: 2, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" color="primary">
            {translate('company.theme.previewPrimary')}
          </Button>
          <Button variant="contained" color="secondary">
            {translate('company.theme.previewSecondary')}
          </Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, p: 2, pt: 0 }}>
          <Box sx={{ flex: 1, bgcolor: '#121212', p: 1, minHeight: 48, display: 'flex', alignItems: 'center' }}>
            {images.logoDark ? <Box component="img" src={images.logoDark} alt="" sx={{ maxHeight: 32 }} /> : null}
          </Box>
          <Box sx={{ flex: 1, minHeight: 48, bgcolor: 'grey.100', backgroundImage: images.loginImage ? `url(${images.loginImage})` : undefined, backgroundSize: 'cover' }} />
        </Box>
      </Paper>
    </ThemeProvider>
  );
}

function ImagePicker({ name, current, error, onChoose }: { name: ThemeImage; current: string | null; error?: string; onChoose: (file: File | null) => void }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="body2">{translate(`resources.company.fields.${name}`)}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <Box sx={{ width: 64, height: 48, bgcolor: name === 'logoDark' ? '#121212' : 'grey.100', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          {current && <Box component="img" src={current} alt="" sx={{ maxWidth: 60, maxHeight: 44 }} />}
        </Box>
        <Button component="label" variant="outlined" size="small">
          {translate('company.theme.choose')}
          <input hidden type="file" name={name} accept="image/png,image/jpeg" onChange={(e) => onChoose(e.target.files?.[0] ?? null)} />
        </Button>
      </Box>
      <FormHelperText error={Boolean(error)}>{error ?? translate('company.theme.imageHelp', { max: THEME_IMAGE_MAX_BYTES / 1024 / 1024 })}</FormHelperText>
    </Box>
  );
}

/** Theme: colours and images with a live preview; saved colours apply to both apps on their next load. */
export function ThemeTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const { record, setRecord, error, retry, save } = useSettings<Theme>('/company-theme');
  const [files, setFiles] = useState<Partial<Record<ThemeImage, File>>>({});
  const [imageErrors, setImageErrors] = useState<Record<string, string>>({});
  const previews = useMemo(() => Object.fromEntries(Object.entries(files).map(([k, f]) => [k, URL.createObjectURL(f)])), [files]);
  useEffect(() => () => Object.values(previews).forEach((u) => URL.revokeObjectURL(u)), [previews]);
  if (!record) return error ? <LoadError error={error} onRetry={retry} /> : <Loading />;
  const images = Object.fromEntries(THEME_IMAGES.map((k) => [k, previews[k] ?? record[k]])) as Record<ThemeImage, string | null>;

  const uploadImages = async (): Promise<boolean> => {
    if (!Object.keys(files).length) return true;
    const form = new FormData();
    for (const [name, file] of Object.entries(files)) form.append(name, file);
    try {
      const result = await request<Theme>('/company-theme/store-logo', { method: 'POST', body: form });
      setRecord(result.data);
      setFiles({});
      return true;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setImageErrors(err.fields);
      notify(err.message, { type: 'error', messageArgs: { _: err.message } });
      return false;
    }
  };

  return (
    <Card>
      <SettingsForm
        record={record}
        onSubmit={async (values: FieldValues) => {
          setImageErrors({});
          if (!(await uploadImages())) return undefined;
          return save('/company-theme/store', { dColorPrimary: values.dColorPrimary, dColorSecondary: values.dColorSecondary, webDesc: values.webDesc ?? null });
        }}
        contentSx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}
      >
        <Box>
          <ColourInput source="dColorPrimary" />
          <ColourInput source="dColorSecondary" />
          <TextInput source="webDesc" multiline fullWidth validate={maxLength(500)} />
          <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
            {THEME_IMAGES.map((name) => (
              <ImagePicker key={name} name={name} current={images[name]} error={imageErrors[name]} onChoose={(file) => setFiles((current) => (file ? { ...current, [name]: file } : current))} />
            ))}
          </Box>
        </Box>
        <Box>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            {translate('company.theme.preview')}
          </Typography>
          <Preview images={images} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('company.theme.applyNote')}
          </Typography>
        </Box>
      </SettingsForm>
    </Card>
  );
}
