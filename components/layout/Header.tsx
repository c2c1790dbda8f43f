import Link from '@/components/ui/IntentLink';
import Icon from '@/components/ui/icons/Icon';
import { site } from '@/lib/config/site';
import type { ReactNode } from 'react';
import { catalogue, navLabel } from '@/lib/i18n/catalogue';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { accountLinks, expertDeskLink, faqLinks, linkedToolGroups, mainLinks, type NavLink } from '@/lib/navigation';
import AccountMenu from './AccountMenu';
import HeaderBehaviour from './HeaderBehaviour';
import LanguageSwitch from './LanguageSwitch';
import Logo from './Logo';
import NavLinkItems from './NavLinkItems';
import styles from './Header.module.scss';

/** Menus of the header are exclusive: opening one closes the other (`<details name>`). */
const MENU_GROUP = 'site-menu';

const groupId = (title: string) => `tools-${title.replace(/\s+/g, '-').toLowerCase()}`;

/**
 * The header of every page, rendered on the server: its menus are `<details>` disclosures and the
 * phone menu a popover, which open and close without the page's JavaScript. A small client part
 * (HeaderBehaviour) adds closing on an outside click, Escape and navigation; AccountMenu shows
 * the signed-in visitor's name, which only the browser knows.
 */
export default function Header({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const tools = linkedToolGroups();
  const t = catalogue(locale).Header;
  const localized = (links: readonly NavLink[]) => links.map((l) => ({ ...l, label: navLabel(l.label, locale) }));
  return (
    <header className={styles.header} data-site-header>
      <div className={styles.inner}>
        <Link href="/" className={styles.brand}>
          <Logo className={styles.logo} />
          {site.name}
        </Link>

        <button type="button" className={styles.menuToggle} popoverTarget="site-nav">
          <span className={styles.burger} aria-hidden="true" />
          <span className={styles.menuWord}>{t.menu}</span>
        </button>

        <nav id="site-nav" aria-label={t.mainNav} className={styles.nav} popover="auto">
          <ul className={styles.links}>
            <li>
              <HeaderMenu label={t.freeTools} id="tools-menu" className={styles.toolsPanel}>
                {tools.map((group) => (
                  <div key={group.title} className={styles.group}>
                    <p className={styles.groupTitle} id={groupId(group.title)}>
                      {navLabel(group.title, locale)}
                    </p>
                    <PanelLinks links={localized(group.links)} labelledBy={groupId(group.title)} />
                  </div>
                ))}
              </HeaderMenu>
            </li>
            <NavLinkItems links={localized(mainLinks)} className={styles.link} />
            <li className={styles.dropdown}>
              <HeaderMenu label={t.faqs} id="faq-menu" className={styles.panelRight}>
                <PanelLinks links={localized(faqLinks)} />
              </HeaderMenu>
            </li>
            <li className={`${styles.account} ${styles.dropdown}`}>
              <AccountMenu
                menuGroup={MENU_GROUP}
                texts={{ login: t.login, profile: t.profile, logout: t.logout }}
                links={localized(accountLinks)}
                deskLink={localized([expertDeskLink])[0]!}
              />
            </li>
          </ul>
        </nav>
        {/* Outside the menu: on a phone it stays in the bar, one tap away. */}
        <LanguageSwitch locale={locale} className={`${styles.link} ${styles.language}`} />
      </div>
      <HeaderBehaviour />
    </header>
  );
}

/** One menu of the header: a disclosure whose panel opens under its label. */
function HeaderMenu({ label, id, className, children }: { label: string; id: string; className?: string; children: ReactNode }) {
  return (
    <details name={MENU_GROUP} className={styles.disclosure}>
      <summary className={styles.link}>
        {label} <Icon name="chevronDown" size={16} className={styles.chevron} />
      </summary>
      <div id={id} className={className ? `${styles.panel} ${className}` : styles.panel}>
        {children}
      </div>
    </details>
  );
}

/** The links of a menu's panel (labelled by its group's title where there are groups). */
function PanelLinks({ links, labelledBy }: { links: readonly NavLink[]; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy}>
      <NavLinkItems links={links} className={styles.panelLink} />
    </ul>
  );
}
