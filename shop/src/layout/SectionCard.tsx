import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** A titled card section of a page (checkout, an order). */
export function SectionCard({ title, children, testId, gap = 1.5 }: { title: string; children: ReactNode; testId?: string; gap?: number }) {
  return (
    <Card data-testid={testId}>
      <CardContent sx={{ display: 'grid', gap }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
