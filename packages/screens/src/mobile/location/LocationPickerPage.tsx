import type { ReactNode } from 'react';
import { Button, DotLoading, ErrorBlock, Image, InfiniteScroll, List, Skeleton } from 'antd-mobile';
import { ClockCircleOutline, EnvironmentOutline } from 'antd-mobile-icons';
import type { LocationItem } from '@tessera/protocol';
import { useNavigation } from '@tessera/react';
import { LOCATION_TEXTS } from '../../location/locationTexts.js';
import type { MapsService, NearbyLocation } from '../../location/mapsService.js';
import { useLocationPicker } from '../../react/useLocationPicker.js';
import { AccountLayout, goBack } from '../account/AccountLayout.js';

/** Props of {@link LocationPickerPage}. */
export interface LocationPickerPageProps {
  search: URLSearchParams;
  /** A configured public maps service; the default provider (the server's places) otherwise. */
  maps?: MapsService;
}

/** 86 m, 1.2 km: how far a nearby place is. */
function distanceText(metres: number | undefined): string | null {
  if (metres === undefined) return null;
  return metres < 1000 ? `${Math.round(metres)}m` : `${(metres / 1000).toFixed(1)}km`;
}

const ICON_STYLE = { fontSize: 20, color: 'var(--adm-color-weak)' } as const;

function PlaceRow(props: {
  item: LocationItem | NearbyLocation;
  icon: ReactNode;
  showInfo: boolean;
  testId: string;
  onChoose: (item: LocationItem) => void;
}) {
  const { item } = props;
  const distance = distanceText('distance' in item ? item.distance : undefined);
  return (
    <List.Item
      data-testid={props.testId}
      prefix={props.icon}
      description={props.showInfo && item.info ? item.info : undefined}
      extra={distance ? <span style={{ fontSize: 13 }}>{distance}</span> : undefined}
      onClick={() => props.onChoose(item)}
      arrow={false}
    >
      <span data-testid="place-title">{item.title}</span>
    </List.Item>
  );
}

function SectionHeader({ children }: { children: ReactNode }) {
  return <span style={{ fontSize: 13, color: 'var(--adm-color-weak)' }}>{children}</span>;
}

/**
 * /location (AD-L1, AD-L2, CA-A15): up to three lists — 历史记录 (the places chosen before under
 * this smartViewId, most recent first), 推荐地点 (the data source's places) and 附近地点 (found
 * around the device, nearest first, ten at a time as the list scrolls, 没有更多了 at the end).
 * Choosing a place remembers it, hands it to the opening page (`pageVarName`) and returns there
 * (`pageId`, with `events`) or goes back.
 */
export function LocationPickerPage({ search, maps }: LocationPickerPageProps) {
  const navigation = useNavigation();
  const { snapshot, model, query, choose } = useLocationPicker(search, maps);
  const { history, data, nearby, nearbyState, hasMore, endText } = snapshot;

  const onChoose = (item: LocationItem) => {
    const choice = choose(item);
    if (choice.path) navigation?.navigate(choice.path, { replace: true });
    else goBack(navigation);
  };

  const placeIcon = query.imageOssUrl ? (
    <Image src={query.imageOssUrl} width={24} height={24} fit="contain" alt="" />
  ) : (
    <EnvironmentOutline style={ICON_STYLE} />
  );

  return (
    <AccountLayout title={LOCATION_TEXTS.title} background="#f5f6f8" testId="location-picker">
      <div style={{ flex: 1, paddingBottom: 'env(safe-area-inset-bottom)' }} data-scroll-container>
        {history.length > 0 && (
          <List
            header={<SectionHeader>{LOCATION_TEXTS.history}</SectionHeader>}
            data-testid="location-history"
          >
            {history.map((item) => (
              <PlaceRow
                key={`${item.address.lat},${item.address.lng}`}
                item={item}
                icon={<ClockCircleOutline style={ICON_STYLE} />}
                showInfo={query.isShowDec}
                testId="history-item"
                onChoose={onChoose}
              />
            ))}
          </List>
        )}
        {data.length > 0 && (
          <List
            header={<SectionHeader>{LOCATION_TEXTS.data}</SectionHeader>}
            data-testid="location-data"
          >
            {data.map((item) => (
              <PlaceRow
                key={`${item.address.lat},${item.address.lng}`}
                item={item}
                icon={placeIcon}
                showInfo={query.isShowDec}
                testId="data-item"
                onChoose={onChoose}
              />
            ))}
          </List>
        )}
        <List
          header={<SectionHeader>{LOCATION_TEXTS.nearby}</SectionHeader>}
          data-testid="location-nearby"
        >
          {nearby.map((item, index) => (
            <PlaceRow
              key={`${index}:${item.address.lat},${item.address.lng}`}
              item={item}
              icon={<EnvironmentOutline style={ICON_STYLE} />}
              showInfo={query.isShowDec}
              testId="nearby-item"
              onChoose={onChoose}
            />
          ))}
        </List>
        {nearbyState === 'locating' && (
          <div style={{ padding: 24, textAlign: 'center', color: 'var(--adm-color-weak)' }}>
            {LOCATION_TEXTS.locating}
            <DotLoading />
          </div>
        )}
        {nearbyState === 'loading' && (
          <div style={{ padding: '12px 16px', background: '#fff' }}>
            <Skeleton.Paragraph lineCount={5} animated />
          </div>
        )}
        {(nearbyState === 'locate-failed' || nearbyState === 'failed') && (
          <ErrorBlock
            status="default"
            title={
              nearbyState === 'locate-failed'
                ? LOCATION_TEXTS.locateFailed
                : LOCATION_TEXTS.searchFailed
            }
            description=""
            style={{ padding: '24px 0' }}
          >
            <Button color="primary" fill="outline" size="small" onClick={() => model.retry()}>
              {LOCATION_TEXTS.retry}
            </Button>
          </ErrorBlock>
        )}
        {nearbyState === 'ready' && nearby.length === 0 && (
          <ErrorBlock status="empty" title={LOCATION_TEXTS.empty} description="" />
        )}
        {nearbyState === 'ready' && (
          <InfiniteScroll loadMore={() => model.loadMore()} hasMore={hasMore}>
            {(more, failed, retry) => (
              <span data-testid="location-end">
                {failed ? (
                  <>
                    {LOCATION_TEXTS.searchFailed}
                    <a onClick={() => void retry()} style={{ marginLeft: 8 }}>
                      {LOCATION_TEXTS.retry}
                    </a>
                  </>
                ) : more ? (
                  <>
                    {LOCATION_TEXTS.loading}
                    <DotLoading />
                  </>
                ) : (
                  endText
                )}
              </span>
            )}
          </InfiniteScroll>
        )}
      </div>
    </AccountLayout>
  );
}
