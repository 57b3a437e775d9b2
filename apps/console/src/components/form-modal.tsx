import { App, Form, Modal } from 'antd';
import type { ReactNode } from 'react';

/**
 * A dialog holding one form ("create …", "set the password"): OK submits the form, `submit` sends it and
 * returns the line shown on success; then the form is emptied and the dialog closes. An error is shown as
 * it is and leaves the dialog open with what was typed.
 */
export function FormModal<V extends object>({
  title,
  open,
  onClose,
  okText,
  cancelText,
  pending,
  submit,
  initialValues,
  width,
  children,
}: {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  okText: string;
  cancelText: string;
  /** The request is on its way: the OK button spins. */
  pending: boolean;
  submit: (values: V) => Promise<string>;
  initialValues?: Partial<V>;
  width?: number;
  children: ReactNode;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const finish = async (values: V) => {
    try {
      void message.success(await submit(values));
      form.resetFields();
      onClose();
    } catch (e) {
      void message.error((e as Error).message);
    }
  };
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      okText={okText}
      cancelText={cancelText}
      confirmLoading={pending}
      onOk={() => form.submit()}
      width={width}
      destroyOnHidden
    >
      <Form<V> form={form} layout="vertical" requiredMark={false} onFinish={finish} initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}
