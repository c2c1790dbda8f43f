'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { InputField, SelectField, TextAreaField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { createAdminBlog, previewAdminBlog, updateAdminBlog, uploadAdminImage } from '@/lib/client/admin-content-api';
import { isCancelled } from '@/lib/client/http';
import { adminBlogSchema, BLOG_AUTHORS, BLOG_CATEGORIES, BLOG_STATUSES, type AdminBlog, type AdminBlogInput, type BlogCategory } from '@/lib/contract/admin-content';
import { findTeamMember } from '@/content/team';
import { slugify } from '@/lib/text';
import styles from './AdminContent.module.scss';
import FileUpload from './FileUpload';

const PREVIEW_DELAY_MS = 400;
const CATEGORY_OPTIONS = [{ value: '', label: 'Choose a category' }, ...BLOG_CATEGORIES.map((c) => ({ value: c, label: c }))];
const AUTHOR_OPTIONS = [{ value: '', label: 'Choose the author' }, ...BLOG_AUTHORS.map((name) => ({ value: name, label: name }))];
const STATUS_OPTIONS = BLOG_STATUSES.map((s) => ({ value: s, label: s === 'draft' ? 'Draft (not shown on the site)' : 'Published' }));

/** The form's values: a category is '' until one is chosen; a Hindi field is '' until written. */
type BlogFormValues = Omit<AdminBlogInput, 'category' | 'titleHi' | 'metaDescriptionHi' | 'contentHi'> & {
  category: BlogCategory | '';
  titleHi: string;
  metaDescriptionHi: string;
  contentHi: string;
};

function initial(blog?: AdminBlog): BlogFormValues {
  return {
    title: blog?.title ?? '',
    slug: blog?.slug ?? '',
    metaDescription: blog?.metaDescription ?? '',
    // An older article's author or category off today's lists starts unchosen: the editor picks one.
    author: findTeamMember(blog?.author ?? '')?.name ?? '',
    category: BLOG_CATEGORIES.find((c) => c === blog?.category) ?? '',
    content: blog?.content ?? '',
    status: blog?.status ?? 'draft',
    coverImage: blog?.coverImage ?? null,
    titleHi: blog?.hi?.title ?? '',
    metaDescriptionHi: blog?.hi?.metaDescription ?? '',
    contentHi: blog?.hi?.content ?? '',
  };
}

/** The server's rendering of some Markdown, refreshed a moment after the text stops changing. */
function useMarkdownPreview(content: string): string {
  const [preview, setPreview] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewAdminBlog(content, controller.signal)
        .then((r) => setPreview(r.html))
        .catch((err) => {
          if (!isCancelled(err)) setPreview('');
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [content]);
  return preview;
}

/**
 * Create or edit an article. The preview is rendered by the server with the public page's own
 * Markdown renderer and sanitiser, so what the editor sees is what visitors will see.
 */
export default function BlogEditor({ blog }: { blog?: AdminBlog }) {
  const [values, setValues] = useState<BlogFormValues>(() => initial(blog));
  const [id, setId] = useState(blog?._id);
  const [slugEdited, setSlugEdited] = useState(Boolean(blog));
  const preview = useMarkdownPreview(values.content);
  const previewHi = useMarkdownPreview(values.contentHi);
  const { busy, status, show, send } = useSubmission();

  const set = (field: keyof BlogFormValues) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value, ...(field === 'title' && !slugEdited ? { slug: slugify(value).slice(0, 120) } : {}) }));
    if (field === 'slug') setSlugEdited(true);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = adminBlogSchema.safeParse(values);
    if (!parsed.success) return show('error', parsed.error.issues[0]?.message ?? 'Please check the form.');
    await send(() => (id ? updateAdminBlog(id, parsed.data) : createAdminBlog(parsed.data)), {
      accepted: (r) => Boolean(r?.data?._id),
      success: parsed.data.status === 'published' ? 'Saved and published.' : 'Saved as a draft.',
      failed: 'The article could not be saved. Please try again.',
      onSuccess: (r) => {
        if (!id) window.history.replaceState(null, '', `/admin/blogs/${r.data._id}`);
        setId(r.data._id);
      },
    });
  }

  // The Hindi fields' labels do not contain the English ones ("Title", "Meta description", "Content
  // (Markdown)"), so a field is found by its label alone.
  return (
    <form onSubmit={submit} noValidate>
      <InputField id="blog-title" label="Title" value={values.title} onChange={set('title')} required maxLength={200} />
      <InputField id="blog-slug" label="Slug" hint="The address of the article: /blogs/<slug>. Lower-case letters, digits and hyphens." value={values.slug} onChange={set('slug')} required maxLength={120} />
      <SelectField id="blog-category" label="Category" options={CATEGORY_OPTIONS} value={values.category} onChange={set('category')} required />
      <SelectField id="blog-author" label="Author" hint="One of our team: the article shows their card." options={AUTHOR_OPTIONS} value={values.author} onChange={set('author')} required />
      <TextAreaField id="blog-meta" label="Meta description" hint="Shown by search engines; about 150 characters." value={values.metaDescription} onChange={set('metaDescription')} maxLength={300} rows={2} />
      <FileUpload
        id="blog-cover"
        label="Cover image"
        accept="image/jpeg,image/png,image/webp"
        help="No cover image. JPEG, PNG or WebP, at most 5 MB."
        url={values.coverImage}
        upload={uploadAdminImage}
        onUploaded={(url) => setValues((v) => ({ ...v, coverImage: url }))}
      />
      {values.coverImage && (
        <button type="button" className="btn btn-outline" onClick={() => setValues((v) => ({ ...v, coverImage: null }))}>
          Remove the cover image
        </button>
      )}
      <div className={styles.editor}>
        <TextAreaField id="blog-content" label="Content (Markdown)" value={values.content} onChange={set('content')} required />
        <section aria-labelledby="blog-preview-title">
          <h2 id="blog-preview-title">Preview</h2>
          <div className={`prose ${styles.preview}`} data-testid="blog-preview" dangerouslySetInnerHTML={{ __html: preview }} />
        </section>
      </div>
      <fieldset className={styles.hindi}>
        <legend>Hindi version (optional)</legend>
        <InputField
          id="blog-title-hi"
          label="Hindi heading"
          hint="Shown at /hi/blogs/<slug>. Write the Hindi heading and text together; with both empty, the Hindi page shows the English article under a short notice."
          value={values.titleHi}
          onChange={set('titleHi')}
          maxLength={200}
          lang="hi"
        />
        <TextAreaField id="blog-meta-hi" label="Hindi description for search engines" value={values.metaDescriptionHi} onChange={set('metaDescriptionHi')} maxLength={300} rows={2} lang="hi" />
        <div className={styles.editor}>
          <TextAreaField id="blog-content-hi" label="Hindi text (Markdown)" value={values.contentHi} onChange={set('contentHi')} lang="hi" />
          <section aria-labelledby="blog-preview-hi-title">
            <h2 id="blog-preview-hi-title">Hindi preview</h2>
            <div className={`prose ${styles.preview}`} data-testid="blog-preview-hi" lang="hi" dangerouslySetInnerHTML={{ __html: previewHi }} />
          </section>
        </div>
      </fieldset>
      <SelectField id="blog-status" label="Status" options={STATUS_OPTIONS} value={values.status} onChange={set('status')} />
      <div className={styles.actions}>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        {id && values.status === 'published' && (
          <a href={`/blogs/${values.slug}`} className="btn btn-outline" target="_blank" rel="noopener">
            View on the site
          </a>
        )}
      </div>
      <FormStatus status={status} />
    </form>
  );
}
