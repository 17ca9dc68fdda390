import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { memo } from 'react';
import classes from './rich-text-editor.module.css';

export interface RichTextFieldProps {
  /** The HTML the editor starts with; later changes come back through onChange only. */
  initialHtml?: string;
  onChange: (html: string) => void;
  /** The id of the element that names the editor (its visible label). */
  labelId: string;
  errorId?: string | undefined;
  invalid: boolean;
}

/**
 * The rich-text editor of product descriptions and messages. It is large, so forms load it lazily,
 * in a chunk of its own. It offers only what the server's sanitiser keeps (apps/api/src/lib/sanitize.ts).
 */
export const RichTextField = memo(function RichTextField({
  initialHtml = '',
  onChange,
  labelId,
  errorId,
  invalid,
}: RichTextFieldProps) {
  const editor = useEditor({
    // Mantine's Link extension replaces the starter kit's, for its link control.
    extensions: [
      StarterKit.configure({
        link: false,
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
      }),
      Link,
    ],
    content: initialHtml,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-required': 'true',
        'aria-labelledby': labelId,
        ...(errorId ? { 'aria-describedby': errorId } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });

  return (
    <RichTextEditor
      editor={editor}
      classNames={{ content: classes.content }}
      style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
});
