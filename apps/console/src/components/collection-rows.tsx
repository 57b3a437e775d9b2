import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, InputNumber, Select } from 'antd';
import { useTexts } from '../lib/i18n';
import { withdrawableTexts } from './withdrawable-texts';

/**
 * Rows of [collection, count] (a recipe's fragments, an activity's qualifying collections), inside an
 * antd Form under `name`: add and remove rows; `disabled` when the server would refuse a change.
 */
export function CollectionRows({
  name,
  options,
  disabled,
  max = 10,
  maxCount = 99,
  optional,
}: {
  name: string;
  options: { value: number; label: string }[];
  disabled?: boolean;
  max?: number;
  maxCount?: number;
  /** No row is needed (an activity anyone may take part in): the last row may go too. */
  optional?: boolean;
}) {
  const t = useTexts(withdrawableTexts);
  return (
    <Form.List
      name={name}
      rules={[
        {
          validator: async (_, value: unknown[] | undefined) => {
            if (!optional && (!value || value.length === 0)) throw new Error(t('addRow'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={8} data-testid={`rows-${name}`}>
          {fields.map((f, i) => (
            <Flex key={f.key} gap={8} align="baseline">
              <Form.Item name={[f.name, 'collectionId']} rules={[{ required: true }]} style={{ flex: 1, marginBottom: 0 }}>
                <Select
                  showSearch
                  options={options}
                  optionFilterProp="label"
                  disabled={disabled}
                  aria-label={`${t('fCollection')} ${i + 1}`}
                />
              </Form.Item>
              <Form.Item name={[f.name, 'count']} rules={[{ required: true }]} style={{ marginBottom: 0 }}>
                <InputNumber min={1} max={maxCount} precision={0} disabled={disabled} aria-label={`${t('fCount')} ${i + 1}`} />
              </Form.Item>
              <Button
                type="text"
                icon={<MinusCircleOutlined />}
                aria-label={`${t('removeRow')} ${i + 1}`}
                disabled={disabled || (!optional && fields.length <= 1)}
                onClick={() => remove(f.name)}
              />
            </Flex>
          ))}
          <Button icon={<PlusOutlined />} disabled={disabled || fields.length >= max} onClick={() => add({ count: 1 })}>
            {t('addRow')}
          </Button>
          <Form.ErrorList errors={errors} />
        </Flex>
      )}
    </Form.List>
  );
}
