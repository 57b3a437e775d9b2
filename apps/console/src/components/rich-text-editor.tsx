import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  LineOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Flex, theme, Tooltip } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { defineTexts, useTexts } from '../lib/i18n';

type Token = ReturnType<typeof theme.useToken>['token'];

/** The editable area's styles, in the console's light or dark colours (antd's tokens). */
const editorCss = (token: Token) =>
  `.curio-rich-text{min-height:200px;outline:none;line-height:1.6}.curio-rich-text:focus-visible{box-shadow:0 0 0 2px ${token.colorPrimary};border-radius:4px}` +
  `.curio-rich-text p{margin:0 0 .6em}.curio-rich-text blockquote{border-left:3px solid ${token.colorBorder};margin:0 0 .6em;padding-left:12px;color:${token.colorTextSecondary}}` +
  `.curio-rich-text pre{background:${token.colorFillTertiary};padding:8px;border-radius:4px}.curio-rich-text a{color:${token.colorPrimary};text-decoration:underline}`;

/** The toolbar's texts, in the console's language. */
const richTextTexts = defineTexts({
  en: {
    bold: 'Bold',
    italic: 'Italic',
    strike: 'Strikethrough',
    h2: 'Heading',
    h3: 'Subheading',
    bullet: 'Bulleted list',
    ordered: 'Numbered list',
    quote: 'Quote',
    code: 'Code block',
    rule: 'Divider',
    undo: 'Undo',
    redo: 'Redo',
    link: 'Link',
    linkPrompt: 'Link address (https://...)',
  },
  'zh-CN': {
    bold: '加粗',
    italic: '斜体',
    strike: '删除线',
    h2: '标题',
    h3: '小标题',
    bullet: '无序列表',
    ordered: '有序列表',
    quote: '引用',
    code: '代码块',
    rule: '分隔线',
    undo: '撤销',
    redo: '重做',
    link: '链接',
    linkPrompt: '链接地址（https://...）',
  },
  'zh-TW': {
    bold: '粗體',
    italic: '斜體',
    strike: '刪除線',
    h2: '標題',
    h3: '小標題',
    bullet: '項目清單',
    ordered: '編號清單',
    quote: '引用',
    code: '程式碼區塊',
    rule: '分隔線',
    undo: '復原',
    redo: '重做',
    link: '連結',
    linkPrompt: '連結網址（https://...）',
  },
});

function Tool({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={active ?? false}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const t = useTexts(richTextTexts);
  const { token } = theme.useToken();
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      code: e.isActive('codeBlock'),
      link: e.isActive('link'),
    }),
  });
  const c = () => editor.chain().focus();
  return (
    <Flex gap={2} wrap align="center" style={{ padding: 6, borderBottom: `1px solid ${token.colorBorder}` }} role="toolbar">
      <Tool label={t('bold')} active={s.bold} onClick={() => c().toggleBold().run()}>
        <BoldOutlined />
      </Tool>
      <Tool label={t('italic')} active={s.italic} onClick={() => c().toggleItalic().run()}>
        <ItalicOutlined />
      </Tool>
      <Tool label={t('strike')} active={s.strike} onClick={() => c().toggleStrike().run()}>
        <StrikethroughOutlined />
      </Tool>
      <Divider type="vertical" />
      <Tool label={t('h2')} active={s.h2} onClick={() => c().toggleHeading({ level: 2 }).run()}>
        H2
      </Tool>
      <Tool label={t('h3')} active={s.h3} onClick={() => c().toggleHeading({ level: 3 }).run()}>
        H3
      </Tool>
      <Tool label={t('bullet')} active={s.bullet} onClick={() => c().toggleBulletList().run()}>
        <UnorderedListOutlined />
      </Tool>
      <Tool label={t('ordered')} active={s.ordered} onClick={() => c().toggleOrderedList().run()}>
        <OrderedListOutlined />
      </Tool>
      <Tool label={t('quote')} active={s.quote} onClick={() => c().toggleBlockquote().run()}>
        “ ”
      </Tool>
      <Tool label={t('code')} active={s.code} onClick={() => c().toggleCodeBlock().run()}>
        <CodeOutlined />
      </Tool>
      <Tool label={t('rule')} onClick={() => c().setHorizontalRule().run()}>
        <LineOutlined />
      </Tool>
      <Tool
        label={t('link')}
        active={s.link}
        onClick={() => {
          if (s.link) return void c().unsetLink().run();
          const href = window.prompt(t('linkPrompt'), 'https://');
          if (href && /^(https?:\/\/|mailto:|\/)/i.test(href)) c().extendMarkRange('link').setLink({ href }).run();
        }}
      >
        <LinkOutlined />
      </Tool>
      <Divider type="vertical" />
      <Tool label={t('undo')} onClick={() => c().undo().run()}>
        <UndoOutlined />
      </Tool>
      <Tool label={t('redo')} onClick={() => c().redo().run()}>
        <RedoOutlined />
      </Tool>
    </Flex>
  );
}

/**
 * A rich-text field (controlled, for antd Form): tiptap's StarterKit (paragraphs, headings, emphasis,
 * lists, quotes, code, links); its value is HTML, which the server rebuilds from its allow-list.
 */
export function RichTextEditor({
  value,
  onChange,
  ariaLabel,
}: {
  value?: string;
  onChange?: (html: string) => void;
  ariaLabel: string;
}) {
  const { token } = theme.useToken();
  const css = useMemo(() => editorCss(token), [token]);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: value ?? '',
    editorProps: { attributes: { 'aria-label': ariaLabel, role: 'textbox', 'aria-multiline': 'true', class: 'curio-rich-text' } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
    immediatelyRender: true,
  });
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return null;
  return (
    <div style={{ border: `1px solid ${token.colorBorder}`, borderRadius: 6, background: token.colorBgContainer }}>
      <style>{css}</style>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} style={{ minHeight: 220, padding: '8px 12px' }} />
    </div>
  );
}
