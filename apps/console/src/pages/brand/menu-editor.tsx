import { DeleteOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { recolourTabIcon, TAB_ICON_NAMES, tabIconOf, tabIconUrl, type TabIconName } from '@curio/contract/client';
import { Button, Flex, Input, Select, theme, Typography } from 'antd';
import { useMemo } from 'react';
import { useTexts } from '../../lib/i18n';
import type { BrandDoc } from './api';
import { brandTexts } from './texts';

type Entry = BrandDoc['menu'][number];

/** The tab bar's text and selected colours: the platform's icons are drawn in them. */
export interface MenuColours {
  text: string;
  selected: string;
}

/**
 * The tab bar's entries, ordered by drag (dnd-kit: pointer and keyboard), 2 to 5 of them. An entry's icon
 * is one of the platform's (drawn in the tab bar's colours, and drawn again when they change: the contract's
 * tab-icons.ts) or an icon of the operator's own by its URLs.
 */
export function MenuEditor({
  menu,
  colours,
  onChange,
}: {
  menu: Entry[];
  colours: MenuColours;
  onChange: (menu: Entry[]) => void;
}) {
  const t = useTexts(brandTexts);
  // Stable ids for dnd-kit: the position at load plus the link (entries have no id of their own).
  const ids = useMemo(() => menu.map((e, i) => `${i}:${e.link}`), [menu]);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(menu, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  const update = (i: number, patch: Partial<Entry>) => onChange(menu.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  return (
    <div>
      <Typography.Paragraph type="secondary">{t('menuHint')}</Typography.Paragraph>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="menu-entries">
            {menu.map((entry, i) => (
              <MenuRow
                key={ids[i]}
                id={ids[i]!}
                entry={entry}
                colours={colours}
                canRemove={menu.length > 2}
                onChange={(patch) => update(i, patch)}
                onRemove={() => onChange(menu.filter((_, j) => j !== i))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <Button
        icon={<PlusOutlined />}
        disabled={menu.length >= 5}
        onClick={() =>
          onChange([
            ...menu,
            {
              name: { 'zh-CN': '新页面', en: 'New page' },
              icon: tabIconUrl('home', colours.text),
              selectedIcon: tabIconUrl('home', colours.selected),
              link: '/pages/home/index',
              linkType: 1,
            },
          ])
        }
      >
        {t('addEntry')}
      </Button>
    </div>
  );
}

const OWN = 'own';

function MenuRow({
  id,
  entry,
  colours,
  canRemove,
  onChange,
  onRemove,
}: {
  id: string;
  entry: Entry;
  colours: MenuColours;
  canRemove: boolean;
  onChange: (patch: Partial<Entry>) => void;
  onRemove: () => void;
}) {
  const t = useTexts(brandTexts);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const { token } = theme.useToken();
  const name = entry.name['zh-CN'] ?? entry.name.en ?? Object.values(entry.name)[0] ?? '';
  const platformIcon = tabIconOf(entry.icon);
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        background: isDragging ? token.colorPrimaryBg : token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: 8,
        padding: 12,
        marginBottom: 8,
      }}
      data-testid="menu-entry"
    >
      <Flex gap={8} align="center" wrap>
        <Button
          type="text"
          icon={<HolderOutlined />}
          aria-label={t('dragHandle', { name })}
          {...attributes}
          {...listeners}
          style={{ cursor: 'grab' }}
        />
        <Input
          aria-label={t('entryName')}
          placeholder={t('entryName')}
          value={entry.name['zh-CN'] ?? ''}
          onChange={(e) => onChange({ name: { ...entry.name, 'zh-CN': e.target.value, 'zh-TW': e.target.value } })}
          style={{ width: 120 }}
        />
        <Input
          aria-label={t('entryNameEn')}
          placeholder={t('entryNameEn')}
          value={entry.name.en ?? ''}
          onChange={(e) => onChange({ name: { ...entry.name, en: e.target.value } })}
          style={{ width: 120 }}
        />
        <Select
          aria-label={t('entryType')}
          value={entry.linkType}
          onChange={(linkType) => onChange({ linkType })}
          style={{ width: 130 }}
          options={[
            { value: 1, label: t('typePage') },
            { value: 2, label: t('typeMarket') },
            { value: 3, label: t('typeExternal') },
          ]}
        />
        <Input
          aria-label={t('entryLink')}
          placeholder={t('entryLink')}
          value={entry.link}
          onChange={(e) => onChange({ link: e.target.value })}
          style={{ width: 200 }}
        />
        <Select<TabIconName | typeof OWN>
          aria-label={t('entryIconKind')}
          value={platformIcon ?? OWN}
          onChange={(v) =>
            onChange(
              v === OWN
                ? { icon: '', selectedIcon: '' }
                : { icon: tabIconUrl(v, colours.text), selectedIcon: tabIconUrl(v, colours.selected) },
            )
          }
          style={{ width: 170 }}
          options={[...TAB_ICON_NAMES.map((n) => ({ value: n, label: t(`icon_${n}`) })), { value: OWN, label: t('iconOwn') }]}
        />
        {/* The icons as the tab bar will show them: the platform's drawn in the colours of this draft. */}
        {entry.icon ? (
          <img src={recolourTabIcon(entry.icon, colours.text)} alt="" width={24} height={24} style={{ objectFit: 'contain' }} />
        ) : null}
        {entry.selectedIcon ? (
          <img
            src={recolourTabIcon(entry.selectedIcon, colours.selected)}
            alt=""
            width={24}
            height={24}
            style={{ objectFit: 'contain' }}
          />
        ) : null}
        {platformIcon === null ? (
          <>
            <Input
              aria-label={t('entryIcon')}
              placeholder={t('entryIcon')}
              value={entry.icon}
              onChange={(e) => onChange({ icon: e.target.value })}
              style={{ width: 160 }}
            />
            <Input
              aria-label={t('entrySelectedIcon')}
              placeholder={t('entrySelectedIcon')}
              value={entry.selectedIcon}
              onChange={(e) => onChange({ selectedIcon: e.target.value })}
              style={{ width: 160 }}
            />
          </>
        ) : null}
        <Button
          danger
          type="text"
          icon={<DeleteOutlined />}
          aria-label={t('remove', { name })}
          disabled={!canRemove}
          onClick={onRemove}
        />
      </Flex>
    </li>
  );
}
