import { announcementTypeIds, type TAnnouncementType } from '@lottery/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { tabIdOf, tabPanelIdOf, TabList } from '../../../shared/ui/tab-list.tsx';
import { useAnnouncements } from '../api/get-announcements.ts';
import { useMarkAnnouncementRead } from '../api/mark-announcement-read.ts';
import { AnnouncementDetail } from '../components/announcement-detail.tsx';
import { AnnouncementList } from '../components/announcement-list.tsx';
import { announcementTypeName } from '../components/announcement-type-name.ts';
import '../styles/announcements.css';

const allTab = 'all';

/**
 * /Announcement: tabs by type, the list of the tab, and the chosen one's text. Opening an unread
 * one marks it read, and the header's unread count takes the number the server answers. On a
 * phone the list and the text take turns; from 768 px they stand side by side.
 */
export default function AnnouncementPage() {
  const { t, i18n } = useTranslation();
  const prefix = useId();
  const headingId = useId();
  const [tab, setTab] = useState<string>(allTab);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const type = tab === allTab ? null : (Number(tab) as TAnnouncementType);
  const list = useAnnouncements(type);
  const markRead = useMarkAnnouncementRead();
  const selected = list.data?.Announcements.find((a) => a.Id === selectedId) ?? null;
  const { mutate } = markRead;

  useEffect(() => {
    if (selected && !selected.IsRead) mutate(selected.Id);
  }, [selected, mutate]);

  const tabs = [
    { id: allTab, label: t('content.announcements.all') },
    ...announcementTypeIds.map((id) => ({
      id: String(id),
      label: announcementTypeName(id, i18n.language),
    })),
  ];

  return (
    <section className="announcement-page" aria-labelledby={`${prefix}-title`}>
      <h1 id={`${prefix}-title`}>{t('content.announcements.title')}</h1>
      <TabList
        tabs={tabs}
        selected={tab}
        onSelect={(id) => {
          setTab(id);
          setSelectedId(null);
        }}
        label={t('content.announcements.typeTabs')}
        prefix={prefix}
        className="announcement-tabs"
        tabClassName="announcement-tab"
      />
      <div
        role="tabpanel"
        id={tabPanelIdOf(prefix)}
        aria-labelledby={tabIdOf(prefix, tab)}
        className={`announcement-panel${selected ? ' has-selection' : ''}`}
      >
        {!list.data ? (
          <QueryStatus
            status={list.isError ? 'error' : 'loading'}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.Announcements.length === 0 ? (
          <QueryStatus status="empty" emptyText={t('content.announcements.empty')} />
        ) : (
          <>
            <div className="announcement-list-column">
              <AnnouncementList
                announcements={list.data.Announcements}
                selectedId={selectedId}
                onSelect={setSelectedId}
              />
            </div>
            <div className="announcement-detail-column">
              {selected ? (
                <>
                  <button
                    type="button"
                    className="button announcement-back"
                    onClick={() => setSelectedId(null)}
                  >
                    {t('content.announcements.back')}
                  </button>
                  <AnnouncementDetail announcement={selected} headingId={headingId} />
                </>
              ) : (
                <p className="announcement-pick">{t('content.announcements.pick')}</p>
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
