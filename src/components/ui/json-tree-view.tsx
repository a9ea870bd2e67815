import { createContext, memo, useContext, useMemo, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from './button';

export interface JsonTreeLabels {
  showMore: string;
  items: (n: number) => string;
  keys: (n: number) => string;
  /** Read by screen readers on a highlighted node. */
  changed: string;
}

export interface JsonTreeViewProps {
  value: unknown;
  label?: string;
  /** RFC 6901 pointers; `-` as the last token means the array's last element. */
  highlightPaths?: readonly string[];
  defaultExpandDepth?: number;
  labels?: Partial<JsonTreeLabels>;
}

const defaultLabels: JsonTreeLabels = { showMore: '…', items: String, keys: String, changed: '*' };
const STRING_LIMIT = 500;
const PAGE = 100;

/** A highlighted path as a trie: `self` marks a node at a path, `below` leads to deeper ones. */
interface Mark {
  self: boolean;
  below: Map<string, Mark>;
}

function markTrie(paths: readonly string[] | undefined): Mark | undefined {
  if (!paths?.length) return undefined;
  const root: Mark = { self: false, below: new Map() };
  for (const path of paths) {
    if (path !== '' && !path.startsWith('/')) continue;
    let node = root;
    for (const token of path === '' ? [] : path.slice(1).split('/')) {
      const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
      let next = node.below.get(key);
      if (!next) node.below.set(key, (next = { self: false, below: new Map() }));
      node = next;
    }
    node.self = true;
  }
  return root;
}

interface TreeContextValue {
  labels: JsonTreeLabels;
  expandDepth: number;
  rootLabel?: string;
}

const TreeContext = createContext<TreeContextValue>({ labels: defaultLabels, expandDepth: 1 });

interface NodeProps {
  name?: string | number;
  value: unknown;
  depth: number;
  mark?: Mark;
}

function NodeKey({ name, depth, mark }: Omit<NodeProps, 'value'>) {
  const { labels, rootLabel } = useContext(TreeContext);
  const text = depth === 0 ? rootLabel : typeof name === 'number' ? String(name) : JSON.stringify(name);
  return (
    <>
      {mark && !mark.self && (
        <span aria-hidden className="mr-1 inline-block h-1.5 w-1.5 rounded-full bg-amber-400 align-middle" />
      )}
      {text !== undefined && (
        <span className={typeof name === 'number' ? 'text-slate-600' : 'text-slate-800'}>{text}: </span>
      )}
      {mark?.self && <span className="sr-only">{labels.changed} </span>}
    </>
  );
}

const highlight = (mark: Mark | undefined) => (mark?.self ? 'rounded bg-amber-100 ring-1 ring-amber-400' : '');

function Primitive({ value }: { value: unknown }) {
  const { labels } = useContext(TreeContext);
  const [full, setFull] = useState(false);
  if (typeof value === 'string') {
    const cut = !full && value.length > STRING_LIMIT;
    const text = cut ? `${JSON.stringify(value.slice(0, STRING_LIMIT)).slice(0, -1)}…"` : JSON.stringify(value);
    return (
      <>
        <span className="break-all text-emerald-700">{text}</span>
        {cut && (
          <Button variant="link" onClick={() => setFull(true)} className="ml-1">
            {labels.showMore}
          </Button>
        )}
      </>
    );
  }
  if (typeof value === 'number') return <span className="text-sky-700">{String(value)}</span>;
  if (typeof value === 'boolean') return <span className="text-violet-700">{String(value)}</span>;
  return <span className="text-slate-600 italic">{value === null ? 'null' : String(value)}</span>;
}

const childMark = (mark: Mark | undefined, key: string, last: boolean) =>
  mark?.below.get(key) ?? (last ? mark?.below.get('-') : undefined);

function Branch({ name, value, depth, mark }: NodeProps & { value: object }) {
  const { labels, expandDepth } = useContext(TreeContext);
  const [open, setOpen] = useState(depth < expandDepth || mark !== undefined);
  const [seenMark, setSeenMark] = useState(mark);
  const [shown, setShown] = useState(PAGE);
  if (seenMark !== mark) {
    setSeenMark(mark);
    if (mark) setOpen(true);
  }
  const isArray = Array.isArray(value);
  const keys = isArray ? undefined : Object.keys(value);
  const count = isArray ? value.length : (keys?.length ?? 0);
  let children: ReactNode = null;
  if (open) {
    const record = value as Record<string, unknown>;
    const names: (string | number)[] = isArray
      ? Array.from({ length: Math.min(count, shown) }, (_, i) => i)
      : (keys ?? []).slice(0, shown);
    children = names.map((key) => (
      <JsonNode
        key={key}
        name={key}
        value={record[key]}
        depth={depth + 1}
        mark={childMark(mark, String(key), isArray && key === count - 1)}
      />
    ));
  }
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className={`text-left hover:bg-slate-100 pointer-coarse:min-h-11 pointer-coarse:min-w-11 ${highlight(mark)}`}
      >
        <span aria-hidden className="inline-block w-3 text-slate-400">
          {open ? '▾' : '▸'}
        </span>
        <NodeKey name={name} depth={depth} mark={mark} />
        {/* Darker than the mid-grey elsewhere: it stays ≥ 4.5:1 on a changed node's amber, in both themes. */}
        <span className="text-slate-700">{isArray ? `[${labels.items(count)}]` : `{${labels.keys(count)}}`}</span>
      </button>
      {open && count > 0 && (
        <ul className="ml-1.5 border-l border-slate-200 pl-3">
          {children}
          {count > shown && (
            <li>
              <Button variant="link" onClick={() => setShown(shown + PAGE)}>
                {labels.showMore} ({count - shown})
              </Button>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

/** Memoized: a subtree whose value keeps its identity (and is not highlighted anew) does not re-render. */
const JsonNode = memo(function JsonNode(props: NodeProps) {
  const { value, mark } = props;
  if (value !== null && typeof value === 'object') return <Branch {...props} value={value} />;
  return (
    <li className="pl-3">
      <span className={highlight(mark)}>
        <NodeKey name={props.name} depth={props.depth} mark={mark} />
        <Primitive value={value} />
      </span>
    </li>
  );
});

/** A collapsible, lazily rendered view of a JSON value; collapsed children are not in the DOM. */
export function JsonTreeView({ value, label, highlightPaths, defaultExpandDepth = 1, labels }: JsonTreeViewProps) {
  const t = useT();
  const mark = useMemo(() => markTrie(highlightPaths), [highlightPaths]);
  const context = useMemo(() => {
    const catalog: JsonTreeLabels = {
      showMore: t('tree.more'),
      items: (count) => t('tree.items', { count }),
      keys: (count) => t('tree.keys', { count }),
      changed: t('tree.changed'),
    };
    return { labels: { ...catalog, ...labels }, expandDepth: defaultExpandDepth, rootLabel: label };
  }, [t, labels, defaultExpandDepth, label]);
  return (
    <TreeContext value={context}>
      <ul className="font-mono text-xs leading-5">
        <JsonNode value={value} depth={0} mark={mark} />
      </ul>
    </TreeContext>
  );
}
