import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Title, useTranslate } from 'react-admin';
import { AgreementTab } from './AgreementTab';
import { FaqTab } from './FaqTab';
import { GreetingTab } from './GreetingTab';

const TABS = [
  { label: 'content.kind.tnc', Component: AgreementTab },
  { label: 'content.kind.greeting', Component: GreetingTab },
  { label: 'content.kind.faq', Component: FaqTab },
];

/** /content: the three content tabs of /company on their own page, for staff holding post_content. */
export function ContentPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const { Component } = TABS[tab];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('content.menu')} />
      <Tabs value={tab} onChange={(_e, value: number) => setTab(value)}>
        {TABS.map((t) => (
          <Tab key={t.label} label={translate(t.label)} />
        ))}
      </Tabs>
      <CardContent>
        <Box>
          <Component />
        </Box>
      </CardContent>
    </Card>
  );
}
