import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AgentCredentialCard } from '../../../features/hotel-profiles/components/agent-credential-card.tsx';
import { DeleteHotelCard } from '../../../features/hotel-profiles/components/delete-hotel-card.tsx';
import { HotelProfileView } from '../../../features/hotel-profiles/components/hotel-profile-view.tsx';
import { FileUploadCard } from '../../../features/knowledge/components/file-upload-card.tsx';
import { HotelActivityCard } from './hotel-activity-card.tsx';
import { KnowledgeFileList } from '../../../features/knowledge/components/knowledge-file-list.tsx';
import { TeamPanel } from '../../../features/team/components/team-panel.tsx';

/** /admin/hotels/:hotelId (spec 'Hotel profile'; the spec's /admin/users/:id redirects here). */
export default function Component() {
  const { hotelId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <HotelProfileView key={hotelId} hotelId={hotelId}>
        {(hotel) => (
          <>
            <HotelActivityCard hotelId={hotelId} timeZone={hotel.timeZone} />
            <AgentCredentialCard hotelId={hotelId} />
            <FileUploadCard title="Upload Hotel-Specific Form" hotelId={hotelId} />
            <KnowledgeFileList title="This hotel's files" hotelId={hotelId} />
            <section aria-labelledby="hotel-team" className="space-y-4">
              <h2 id="hotel-team" className="text-xl font-semibold text-slate-900">
                Team
              </h2>
              {/* Admins act as owners: they can hand the owner role on. */}
              <TeamPanel hotelId={hotelId} viewerRole="owner" />
            </section>
            <DeleteHotelCard hotelId={hotelId} onDeleted={() => navigate(paths.admin.hotels, { replace: true })} />
          </>
        )}
      </HotelProfileView>
    </div>
  );
}
