import { useCallback, useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { ApiError } from '../../../../common/web/api';
import { familyLevel, familySearch, nodesToOpen, type FamilyMatch, type FamilyNode } from '../../../../common/web/network';
import { useT } from '../../i18n';
import { LoadError } from '../../layout/LoadError';
import { PageLoader } from '../../layout/PageLoader';
import { STATUS_COLOUR } from './types';

/**
 * The agent's own family tree, rooted at itself (GET /api/user/family-tree): a level loads when
 * its node opens; a search by name lists the matches with their paths, and choosing one opens
 * every level down to it and highlights it. Tapping a downline's name shows its details.
 */
export function FamilyTreeTab({ onOpen }: { onOpen: (id: number) => void }) {
  const t = useT();
  const [root, setRoot] = useState<FamilyNode | null>(null);
  const [children, setChildren] = useState<Record<number, FamilyNode[]>>({});
  const [totals, setTotals] = useState<Record<number, number>>({});
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [focus, setFocus] = useState<number | null>(null);
  const [term, setTerm] = useState('');
  const [matches, setMatches] = useState<FamilyMatch[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const load = useCallback(async (id: number) => {
    const level = await familyLevel(id);
    setChildren((c) => ({ ...c, [id]: level.children }));
    setTotals((c) => ({ ...c, [id]: level.childrenTotal }));
    return level;
  }, []);

  useEffect(() => {
    let current = true;
    setError(null);
    familyLevel().then(
      (level) => {
        if (!current || !level.node) return;
        setRoot(level.node);
        setChildren({ [level.node.id]: level.children });
        setTotals({ [level.node.id]: level.childrenTotal });
        setOpen(new Set([level.node.id]));
      },
      (err: ApiError) => current && setError(err.message),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const fail = (err: unknown) => setError((err as Error).message);

  const toggle = async (node: FamilyNode) => {
    const next = new Set(open);
    if (next.has(node.id)) next.delete(node.id);
    else {
      next.add(node.id);
      if (!children[node.id]) await load(node.id).catch(fail);
    }
    setOpen(next);
  };

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!term.trim()) return setMatches(null);
    setError(null);
    await familySearch(term.trim()).then(setMatches, fail);
  };

  const reveal = async (path: FamilyNode[]) => {
    const next = new Set(open);
    try {
      for (const node of nodesToOpen(path)) {
        next.add(node.id);
        if (!children[node.id]) await load(node.id);
      }
    } catch (err) {
      fail(err);
    }
    setOpen(next);
    const target = path[path.length - 1];
    setFocus(target.id);
    setTimeout(() => document.getElementById(`network-node-${target.id}`)?.scrollIntoView({ block: 'center' }), 50);
  };

  const renderNode = (node: FamilyNode, depth: number) => {
    const isOpen = open.has(node.id);
    const kids = children[node.id];
    const isRoot = node.id === root?.id;
    return (
      <Box key={node.id} role="treeitem" aria-expanded={node.hasChildren ? isOpen : undefined}>
        <Box
          id={`network-node-${node.id}`}
          data-testid="network-node"
          data-focused={focus === node.id ? 'true' : undefined}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            pl: { xs: depth * 1.5, sm: depth * 3 },
            py: 0.5,
            flexWrap: 'wrap',
            bgcolor: focus === node.id ? 'action.selected' : undefined,
            borderRadius: 1,
          }}
        >
          <IconButton size="small" disabled={!node.hasChildren} onClick={() => toggle(node)} aria-label={t(isOpen ? 'shop.network.close' : 'shop.network.open')}>
            {node.hasChildren ? isOpen ? <ExpandMore /> : <ChevronRight /> : <Box sx={{ width: 24 }} />}
          </IconButton>
          {isRoot ? (
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {node.name}
            </Typography>
          ) : (
            <Link component="button" variant="body2" underline="hover" sx={{ fontWeight: 500 }} onClick={() => onOpen(node.id)}>
              {node.name}
            </Link>
          )}
          <Chip size="small" variant="outlined" label={node.level?.levelName ?? t('shop.network.noLevel')} />
          <Chip size="small" color={STATUS_COLOUR[node.status]} label={t(`common.status.${node.status}`)} />
          <Typography variant="caption" color="text.secondary">
            {t('shop.network.groupSize', { count: node.groupSize })}
          </Typography>
        </Box>
        {isOpen && kids && (
          <Box role="group">
            {kids.map((kid) => renderNode(kid, depth + 1))}
            {(totals[node.id] ?? 0) > kids.length && (
              <Typography variant="caption" color="text.secondary" sx={{ pl: (depth + 1) * 3 }}>
                {t('shop.network.moreChildren', { shown: kids.length, total: totals[node.id] })}
              </Typography>
            )}
          </Box>
        )}
      </Box>
    );
  };

  return (
    <Card>
      <CardContent>
        {root && root.groupSize > 0 && (
          <Box component="form" onSubmit={search} sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
            <TextField id="network-search" size="small" label={t('shop.network.treeSearch')} value={term} onChange={(e) => setTerm(e.target.value)} sx={{ flex: '1 1 220px' }} />
            <Button type="submit" variant="contained">
              {t('shop.network.find')}
            </Button>
          </Box>
        )}
        {matches && (
          <Box sx={{ mb: 2 }}>
            {matches.length === 0 ? (
              <Typography color="text.secondary">{t('shop.network.noMatch')}</Typography>
            ) : (
              <List dense>
                {matches.map((m) => (
                  <ListItemButton key={m.agent.id} data-testid="network-match" onClick={() => reveal(m.path)}>
                    {m.path.map((n) => n.name).join(' › ')}
                  </ListItemButton>
                ))}
              </List>
            )}
          </Box>
        )}
        {error && (root ? <Alert severity="error">{error}</Alert> : <LoadError message={error} onRetry={() => setAttempt((n) => n + 1)} />)}
        {!root && !error && <PageLoader />}
        {root && (
          <Box role="tree" aria-label={t('shop.network.tabs.tree')}>
            {renderNode(root, 0)}
          </Box>
        )}
        {root && root.groupSize === 0 && (
          <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="no-downline">
            {t('shop.network.noDownline')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
