import { CONDUCT_REASON_MAX, CONDUCT_REASON_MIN } from '@curio/contract/client';
import { Alert, App, Form, Input, Modal, Space } from 'antd';
import type { ReactNode } from 'react';

/**
 * A dialog that asks the operator for the reason of an act on a user (a take-down, a suspension: decision
 * 067), within the contract's bounds, under a warning of what the act does. OK sends it (`submit`, given the
 * trimmed reason); an error is shown as it is and keeps the dialog open with what was typed.
 */
export function ReasonModal({
  title,
  warning,
  label,
  placeholder,
  okText,
  cancelText,
  pending,
  submit,
  onClose,
}: {
  title: ReactNode;
  warning: ReactNode;
  label: string;
  placeholder: string;
  okText: string;
  cancelText: string;
  /** The request is on its way: the OK button spins. */
  pending: boolean;
  submit: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: pending }}
      cancelText={cancelText}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }} size={16}>
        <Alert type="warning" showIcon message={warning} />
        <Form
          form={form}
          layout="vertical"
          onFinish={async ({ reason }) => {
            try {
              await submit(reason.trim());
              onClose();
            } catch (e) {
              void message.error(e instanceof Error ? e.message : String(e));
            }
          }}
        >
          <Form.Item
            name="reason"
            label={label}
            // Measured as sent: trimmed (" x " is one character, too short).
            rules={[
              {
                required: true,
                whitespace: true,
                min: CONDUCT_REASON_MIN,
                max: CONDUCT_REASON_MAX,
                transform: (v?: string) => v?.trim(),
              },
            ]}
          >
            <Input.TextArea rows={3} maxLength={CONDUCT_REASON_MAX} showCount placeholder={placeholder} />
          </Form.Item>
        </Form>
      </Space>
    </Modal>
  );
}
