import { Button, Flex, Popover, Typography } from 'antd';
import { HexColorInput, HexColorPicker } from 'react-colorful';

/** A colour setting: its name, a swatch that opens the picker (react-colorful), the #RRGGBB value typed or picked. */
export function ColorField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
  testId?: string;
}) {
  return (
    <Flex align="center" gap={12} style={{ marginBottom: 12 }}>
      <Popover
        trigger="click"
        content={
          <div>
            <HexColorPicker color={value} onChange={(c) => onChange(c.toUpperCase())} />
          </div>
        }
      >
        <Button
          aria-label={label}
          style={{ width: 40, height: 32, padding: 0, background: value, borderColor: 'rgba(0,0,0,0.2)' }}
        />
      </Popover>
      <HexColorInput
        color={value}
        onChange={(c) => {
          if (/^#[0-9a-fA-F]{6}$/.test(c)) onChange(c.toUpperCase());
        }}
        prefixed
        aria-label={`${label} (hex)`}
        data-testid={testId}
        style={{ width: 96, height: 32, padding: '0 8px', border: '1px solid #d9d9d9', borderRadius: 6, fontFamily: 'monospace' }}
      />
      <Typography.Text>{label}</Typography.Text>
    </Flex>
  );
}
