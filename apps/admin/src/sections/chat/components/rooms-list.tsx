import type { TChatAdminRoom } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useNavigate } from 'react-router';
import { useSiteTime } from '../../../shared/format/site-time.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { useUrlFilters } from '../../../shared/ui/use-url-filters.ts';
import { roomsQuery } from '../chat-api.ts';
import { chatTexts } from '../chat-texts.ts';

const column = createColumnHelper<TChatAdminRoom>();

/** Every chat room, open ones first; a row opens the room's messages. */
export function RoomsList() {
  const texts = chatTexts.useTexts().rooms;
  const time = useSiteTime();
  const navigate = useNavigate();
  const { page, setPage } = useUrlFilters([]);
  const rooms = useQuery(roomsQuery(page));
  const columns = [
    column.accessor('Id', { header: texts.id }),
    column.accessor('Name', { header: texts.name }),
    column.accessor('Kind', { header: texts.kind, cell: (c) => texts.kinds[c.getValue()] }),
    column.accessor('MemberCount', { header: texts.members }),
    column.accessor('LastMessageAt', {
      header: texts.lastMessage,
      cell: (c) => {
        const at = c.getValue();
        return at === null ? '—' : time.format(at);
      },
    }),
    column.display({
      id: 'state',
      header: texts.state,
      cell: ({ row }) => (
        <>
          {row.original.ClosedAt === null ? (
            <StatusBadge tone="ok">{texts.open}</StatusBadge>
          ) : (
            <StatusBadge tone="muted">{texts.closed}</StatusBadge>
          )}{' '}
          {row.original.IsReadOnly && <StatusBadge tone="info">{texts.readOnly}</StatusBadge>}
        </>
      ),
    }),
  ];
  return (
    <DataTable
      label={texts.table}
      columns={columns}
      rows={rooms.data?.Items}
      rowId={(room) => String(room.Id)}
      isLoading={rooms.isLoading}
      error={rooms.error}
      onRetry={() => void rooms.refetch()}
      emptyText={texts.empty}
      paging={{
        page,
        pageSize: rooms.data?.PageSize ?? 20,
        total: rooms.data?.TotalCount ?? 0,
        onPageChange: setPage,
      }}
      onRowClick={(room) => void navigate(`rooms/${room.Id}?name=${encodeURIComponent(room.Name)}`)}
    />
  );
}
