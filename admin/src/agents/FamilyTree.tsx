import { useState, type FormEvent, type ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { familyLevel, familySearch, type FamilyMatch, type FamilyNode } from './api';
import { LoadError } from '../shared/LoadError';
import { useFetch, useLoad } from '../shared/query';

const STATUS_COLOUR = { new: 'info', active: 'success', inactive: 'default', suspended: 'error' } as const;
const ROOT = 'root';
type Key = number | typeof ROOT;

/** One level of the tree (GET /user/family-tree?id=, the caller's own top without an id). */
const levelKey = (key: Key) => ['agents', 'family', key];
const loadLevel = (key: Key) => () => familyLevel(key === ROOT ? undefined : key);

/** The children of an open node, loaded when it first opens (its error with a retry). */
function Children({ id, render }: { id: number; render: (kids: FamilyNode[]) => ReactNode }) {
  const level = useLoad(levelKey(id), loadLevel(id));
  if (level.error) return <LoadError error={level.error} onRetry={level.retry} />;
  return level.data ? <>{render(level.data.children)}</> : null;
}

/**
 * The family tree (/agent-family-tree): one level loads at a time when a node opens (GET
 * /user/family-tree?id=), so it stays light with 100,000 agents. A search by name lists the
 * matches; choosing one opens every level on the path to it and highlights it.
 */
export function FamilyTreePage() {
  const translate = useTranslate();
  const rootLevel = useLoad(levelKey(ROOT), loadLevel(ROOT));
  const fetchLevel = useFetch();
  // The top of the tree (an agent's own node; none for HQ, whose roots are the level's children) opens at first.
  const top = rootLevel.data?.node ?? null;
  const [opened, setOpen] = useState<Set<number> | null>(null);
  const open = opened ?? new Set(top ? [top.id] : []);
  const [focus, setFocus] = useState<number | null>(null);
  const [term, setTerm] = useState('');
  const [matches, setMatches] = useState<FamilyMatch[] | null>(null);

  const toggle = (node: FamilyNode) => {
    const next = new Set(open);
    if (next.has(node.id)) next.delete(node.id);
    else next.add(node.id);
    setOpen(next);
  };

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!term.trim()) return setMatches(null);
    setMatches(await familySearch(term.trim()));
  };

  const reveal = async (path: FamilyNode[]) => {
    const next = new Set(open);
    // Every node above the match opens; their levels load in order from the top before the match is scrolled to.
    for (const node of path.slice(0, -1)) {
      next.add(node.id);
      // A level that fails shows its error (and retry) in place once opened.
      if (node.id !== top?.id) await fetchLevel(levelKey(node.id), loadLevel(node.id)).catch(() => undefined);
    }
    setOpen(next);
    const target = path[path.length - 1];
    setFocus(target.id);
    setTimeout(() => document.getElementById(`family-node-${target.id}`)?.scrollIntoView({ block: 'center' }), 50);
  };

  const renderNode = (node: FamilyNode, depth: number) => {
    const isOpen = open.has(node.id);
    const renderKids = (kids: FamilyNode[]) => kids.map((kid) => renderNode(kid, depth + 1));
    return (
      <Box key={node.id}>
        <Box
          id={`family-node-${node.id}`}
          data-testid="family-node"
          data-focused={focus === node.id ? 'true' : undefined}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: depth * 3, py: 0.5, bgcolor: focus === node.id ? 'action.selected' : undefined, borderRadius: 1 }}
        >
          <IconButton size="small" disabled={!node.hasChildren} onClick={() => toggle(node)} aria-label={translate(isOpen ? 'agents.tree.close' : 'agents.tree.open')}>
            {node.hasChildren ? isOpen ? <ExpandMore /> : <ChevronRight /> : <Box sx={{ width: 24 }} />}
          </IconButton>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {node.name}
          </Typography>
          <Chip size="small" variant="outlined" label={node.level?.levelName ?? translate('agents.tree.noLevel')} />
          <Chip size="small" color={STATUS_COLOUR[node.status]} label={translate(`common.status.${node.status}`)} />
          <Typography variant="caption" color="text.secondary">
            {translate('agents.tree.groupSize', { count: node.groupSize, smart_count: node.groupSize })}
          </Typography>
        </Box>
        {isOpen && (node.id === top?.id ? renderKids(rootLevel.data!.children) : <Children id={node.id} render={renderKids} />)}
      </Box>
    );
  };

  const roots = top ? [top] : rootLevel.data?.children;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('agents.tree.title')} />
      <Card>
        <CardContent>
          <Box component="form" onSubmit={search} sx={{ display: 'flex', gap: 1, mb: 2 }}>
            <TextField id="family-search" size="small" label={translate('agents.tree.search')} value={term} onChange={(e) => setTerm(e.target.value)} />
            <Button type="submit" variant="contained">
              {translate('agents.tree.find')}
            </Button>
          </Box>
          {matches && (
            <Box sx={{ mb: 2 }}>
              {matches.length === 0 ? (
                <Typography color="text.secondary">{translate('agents.tree.noMatch')}</Typography>
              ) : (
                <List dense>
                  {matches.map((m) => (
                    <ListItemButton key={m.agent.id} data-testid="family-match" onClick={() => reveal(m.path)}>
                      {m.path.map((n) => n.name).join(' › ')}
                    </ListItemButton>
                  ))}
                </List>
              )}
            </Box>
          )}
          {!!rootLevel.error && <LoadError error={rootLevel.error} onRetry={rootLevel.retry} />}
          {roots && roots.length === 0 && <Typography color="text.secondary">{translate('agents.tree.noDownline')}</Typography>}
          {roots && roots.map((node) => renderNode(node, 0))}
          {top && top.groupSize === 0 && <Typography color="text.secondary">{translate('agents.tree.noDownline')}</Typography>}
        </CardContent>
      </Card>
    </Box>
  );
}
