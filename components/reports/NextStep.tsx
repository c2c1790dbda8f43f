import { useTranslations } from 'next-intl';
import Link from '@/components/ui/IntentLink';
import styles from './ResultActions.module.scss';

/** The one next step at the end of a tool's result: a question for an expert. */
export default function NextStep({ text, href, label }: { text: string; href: string; label: string }) {
  const t = useTranslations('Reports');
  return (
    <section className={`card ${styles.nextStep} no-print`} aria-label={t('nextStep')}>
      <p>{text}</p>
      <Link href={href} className="btn">
        {label}
      </Link>
    </section>
  );
}
