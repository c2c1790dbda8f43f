import Link from '@/components/ui/IntentLink';

export default function BlogNotFound() {
  return (
    <div className="container page" style={{ textAlign: 'center' }}>
      <h1>Blog not found 😔</h1>
      <p className="lead" style={{ margin: '0 auto 24px' }}>
        The article may have been moved or unpublished.
      </p>
      <Link href="/blogs" className="btn">
        Back to Blogs
      </Link>
    </div>
  );
}
