import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, Italic, Link, List, ListOrdered, Pilcrow, Unlink } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { contentTexts } from '@/backoffice/features/content/texts.ts';

const t = contentTexts.content.pages;
/** Links the allow-list keeps (packages/shared/src/cms-html.ts): site-relative or https, mailto, tel. */
const LINK = /^(\/(?!\/)\S*|https:\/\/\S+|mailto:\S+|tel:\S+)$/i;

/**
 * The CMS page's rich-text editor (TipTap): paragraphs, headings 2 and 3, bold, italic, lists and
 * links, the marks the server's allow-list keeps. Its toolbar is labelled, each button says whether
 * it is on (aria-pressed), and the editing area is named by the field's label.
 */
export function PageEditor({ id, labelId, value, onChange }: { id: string; labelId: string; value: string; onChange: (html: string) => void }) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: false, protocols: ['http', 'https', 'mailto', 'tel'], isAllowedUri: (url) => LINK.test(url) },
      }),
    ],
    content: value,
    editorProps: { attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, class: 'bo-editor__area' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  return (
    <div className="bo-editor">
      {editor && <Toolbar editor={editor} controls={id} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, controls }: { editor: Editor; controls: string }) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      paragraph: e.isActive('paragraph'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const button = (label: string, icon: ReactNode, pressed: boolean | undefined, run: () => void) => (
    <button
      type="button"
      className={`bo-button bo-editor__tool${pressed ? ' is-on' : ''}`}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-controls={controls}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {icon}
    </button>
  );
  return (
    <>
      <div role="toolbar" aria-label={t.toolbar} className="bo-editor__toolbar">
        {button(t.bold, <Bold size={16} aria-hidden="true" />, s.bold, () => editor.chain().focus().toggleBold().run())}
        {button(t.italic, <Italic size={16} aria-hidden="true" />, s.italic, () => editor.chain().focus().toggleItalic().run())}
        {button(t.paragraph, <Pilcrow size={16} aria-hidden="true" />, s.paragraph, () => editor.chain().focus().setParagraph().run())}
        {button(t.h2, <Heading2 size={16} aria-hidden="true" />, s.h2, () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
        {button(t.h3, <Heading3 size={16} aria-hidden="true" />, s.h3, () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
        {button(t.bulletList, <List size={16} aria-hidden="true" />, s.bullet, () => editor.chain().focus().toggleBulletList().run())}
        {button(t.orderedList, <ListOrdered size={16} aria-hidden="true" />, s.ordered, () => editor.chain().focus().toggleOrderedList().run())}
        {button(t.link, <Link size={16} aria-hidden="true" />, s.link, () => setLinkOpen((o) => !o))}
        {button(t.unlink, <Unlink size={16} aria-hidden="true" />, undefined, () => editor.chain().focus().extendMarkRange('link').unsetLink().run())}
      </div>
      {linkOpen && <LinkField editor={editor} onDone={() => setLinkOpen(false)} />}
    </>
  );
}

/** The link's address, asked in a labelled field (not a browser prompt), checked against the allow-list. */
function LinkField({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState(false);
  useEffect(() => setError(false), [href]);
  const apply = () => {
    const v = href.trim();
    if (!LINK.test(v)) return setError(true);
    editor.chain().focus().extendMarkRange('link').setLink({ href: v }).run();
    onDone();
  };
  return (
    <div className="bo-field bo-editor__link">
      <label htmlFor="bo-editor-link">{t.linkPrompt}</label>
      <div className="bo-actions">
        <input
          id="bo-editor-link"
          value={href}
          autoFocus
          aria-invalid={error || undefined}
          aria-describedby={error ? 'bo-editor-link-error' : undefined}
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
        />
        <button type="button" className="bo-button bo-button--primary" onClick={apply}>
          {t.link}
        </button>
        <button type="button" className="bo-button" onClick={onDone}>
          {t.cancel}
        </button>
      </div>
      {error && (
        <p id="bo-editor-link-error" className="bo-field__error" role="alert">
          {t.linkInvalid}
        </p>
      )}
    </div>
  );
}
