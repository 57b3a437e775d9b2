import { HolderOutlined } from '@ant-design/icons';
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
import { Button, Flex, theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * A list ordered by drag (dnd-kit: pointer, and keyboard on the handle). `idOf` gives each item a stable
 * id; `render` draws an item's fields beside its handle.
 */
export function SortableList<T>({
  items,
  idOf,
  onChange,
  render,
  handleLabel,
  testId,
}: {
  items: T[];
  idOf: (item: T) => string;
  onChange: (items: T[]) => void;
  render: (item: T, index: number) => ReactNode;
  handleLabel: (item: T) => string;
  testId: string;
}) {
  const ids = items.map(idOf);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(items, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid={testId}>
          {items.map((item, i) => (
            <Row key={ids[i]} id={ids[i]!} label={handleLabel(item)} testId={`${testId}-item`}>
              {render(item, i)}
            </Row>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function Row({ id, label, testId, children }: { id: string; label: string; testId: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const { token } = theme.useToken();
  return (
    <li
      ref={setNodeRef}
      data-testid={testId}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        background: isDragging ? token.colorPrimaryBg : token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: 8,
        padding: 12,
        marginBottom: 8,
      }}
    >
      <Flex gap={8} align="start">
        <Button
          type="text"
          icon={<HolderOutlined />}
          aria-label={label}
          {...attributes}
          {...listeners}
          style={{ cursor: 'grab' }}
        />
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      </Flex>
    </li>
  );
}
