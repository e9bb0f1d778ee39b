import { useCallback, useEffect, useState, type FormEvent } from 'react';
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

const STATUS_COLOUR = { new: 'info', active: 'success', inactive: 'default', suspended: 'error' } as const;
const ROOT = 'root';
type Key = number | typeof ROOT;

/**
 * The family tree (/agent-family-tree): one level loads at a time when a node opens (GET
 * /user/family-tree?id=), so it stays light with 100,000 agents. A search by name lists the
 * matches; choosing one opens every level on the path to it and highlights it.
 */
export function FamilyTreePage() {
  const translate = useTranslate();
  const [children, setChildren] = useState<Record<string, FamilyNode[]>>({});
  const [top, setTop] = useState<FamilyNode | null>(null);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [focus, setFocus] = useState<number | null>(null);
  const [term, setTerm] = useState('');
  const [matches, setMatches] = useState<FamilyMatch[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (key: Key) => {
    const level = await familyLevel(key === ROOT ? undefined : key);
    setChildren((c) => ({ ...c, [String(key)]: level.children }));
    return level;
  }, []);

  useEffect(() => {
    load(ROOT).then(
      (level) => {
        setTop(level.node);
        if (level.node) setChildren((c) => ({ ...c, [String(level.node!.id)]: level.children }));
        if (level.node) setOpen(new Set([level.node.id]));
      },
      (err: Error) => setError(err.message),
    );
  }, [load]);

  const toggle = async (node: FamilyNode) => {
    const next = new Set(open);
    if (next.has(node.id)) next.delete(node.id);
    else {
      next.add(node.id);
      if (!children[String(node.id)]) await load(node.id);
    }
    setOpen(next);
  };

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!term.trim()) return setMatches(null);
    setMatches(await familySearch(term.trim()));
  };

  const reveal = async (path: FamilyNode[]) => {
    const next = new Set(open);
    // Every node above the match opens; levels not loaded yet load in order from the top.
    for (const node of path.slice(0, -1)) {
      next.add(node.id);
      if (!children[String(node.id)]) await load(node.id);
    }
    setOpen(next);
    const target = path[path.length - 1];
    setFocus(target.id);
    setTimeout(() => document.getElementById(`family-node-${target.id}`)?.scrollIntoView({ block: 'center' }), 50);
  };

  const renderNode = (node: FamilyNode, depth: number) => {
    const isOpen = open.has(node.id);
    const kids = children[String(node.id)];
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
        {isOpen && kids && kids.map((kid) => renderNode(kid, depth + 1))}
      </Box>
    );
  };

  const roots = top ? [top] : children[ROOT];
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
          {error && <Typography color="error">{error}</Typography>}
          {roots && roots.length === 0 && <Typography color="text.secondary">{translate('agents.tree.noDownline')}</Typography>}
          {roots && roots.map((node) => renderNode(node, 0))}
          {top && top.groupSize === 0 && <Typography color="text.secondary">{translate('agents.tree.noDownline')}</Typography>}
        </CardContent>
      </Card>
    </Box>
  );
}
