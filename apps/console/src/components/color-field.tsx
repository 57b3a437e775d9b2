import { Button, Flex, Popover, theme, Typography } from 'antd';
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
  const { token } = theme.useToken();
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
        {/* The tenant's colour itself (in any console scheme). */}
        <Button
          aria-label={label}
          data-tenant-colour
          style={{ width: 40, height: 32, padding: 0, background: value, borderColor: token.colorBorder }}
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
        style={{
          width: 96,
          height: 32,
          padding: '0 8px',
          border: `1px solid ${token.colorBorder}`,
          borderRadius: 6,
          fontFamily: 'monospace',
          color: token.colorText,
          background: token.colorBgContainer,
        }}
      />
      <Typography.Text>{label}</Typography.Text>
    </Flex>
  );
}
