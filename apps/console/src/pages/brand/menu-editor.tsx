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
import { Button, Flex, Input, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTexts } from '../../lib/i18n';
import type { BrandDoc } from './api';
import { brandTexts } from './texts';

type Entry = BrandDoc['menu'][number];

/** The tab bar's entries, ordered by drag (dnd-kit: pointer and keyboard), 2 to 5 of them. */
export function MenuEditor({ menu, onChange }: { menu: Entry[]; onChange: (menu: Entry[]) => void }) {
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
            { name: { 'zh-CN': '新页面', en: 'New page' }, icon: '', selectedIcon: '', link: '/pages/home/index', linkType: 1 },
          ])
        }
      >
        {t('addEntry')}
      </Button>
    </div>
  );
}

function MenuRow({
  id,
  entry,
  canRemove,
  onChange,
  onRemove,
}: {
  id: string;
  entry: Entry;
  canRemove: boolean;
  onChange: (patch: Partial<Entry>) => void;
  onRemove: () => void;
}) {
  const t = useTexts(brandTexts);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const name = entry.name['zh-CN'] ?? entry.name.en ?? Object.values(entry.name)[0] ?? '';
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        background: isDragging ? '#e6f0ff' : '#fff',
        border: '1px solid #e5e7eb',
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
        {entry.icon ? <img src={entry.icon} alt="" width={24} height={24} style={{ objectFit: 'contain' }} /> : null}
        <Input
          aria-label={t('entryIcon')}
          placeholder={t('entryIcon')}
          value={entry.icon}
          onChange={(e) => onChange({ icon: e.target.value })}
          style={{ width: 160 }}
        />
        {entry.selectedIcon ? (
          <img src={entry.selectedIcon} alt="" width={24} height={24} style={{ objectFit: 'contain' }} />
        ) : null}
        <Input
          aria-label={t('entrySelectedIcon')}
          placeholder={t('entrySelectedIcon')}
          value={entry.selectedIcon}
          onChange={(e) => onChange({ selectedIcon: e.target.value })}
          style={{ width: 160 }}
        />
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
