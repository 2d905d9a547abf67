import { useParams } from 'react-router-dom';
import { HotelProfileView } from '../../../features/hotel-profiles/components/hotel-profile-view.tsx';
import { FileUploadCard } from '../../../features/knowledge/components/file-upload-card.tsx';
import { KnowledgeFileList } from '../../../features/knowledge/components/knowledge-file-list.tsx';

/** /admin/users/:hotelId (spec 'Hotel profile'). */
export function Component() {
  const { hotelId = '' } = useParams();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <HotelProfileView key={hotelId} hotelId={hotelId}>
        <FileUploadCard title="Upload Hotel-Specific Form" hotelId={hotelId} />
        <KnowledgeFileList title="This hotel's files" hotelId={hotelId} />
      </HotelProfileView>
    </div>
  );
}
