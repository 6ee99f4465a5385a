import { type BodyArea, SYMPTOM_BODY_AREAS } from '@arogya/contract/constants/triage';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import type { KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn';

/**
 * The body diagram of the AI specialty suggestion: a front and a back figure whose regions (head, chest,
 * abdomen, arms, legs, back) are buttons. The pressed region is the one whose symptoms are listed; a
 * region with ticked symptoms stays tinted. Each region is reachable with Tab and works with Enter and
 * Space; its name says how many of its symptoms are ticked.
 */

const HEAD = ['M70 9a17 17 0 1 1 0 34a17 17 0 1 1 0-34z', 'M64 41h12v11h-12z'];
const CHEST = ['M48 56Q70 48 92 56L94 100H46Z'];
const ABDOMEN = ['M46 103H94L91 146H49Z'];
const ARMS = ['M44 58L31 64L18 134Q23 140 29 136L43 86Z', 'M96 58L109 64L122 134Q117 140 111 136L97 86Z'];
const LEGS = ['M50 149H68L66 236Q59 240 53 236Z', 'M72 149H90L87 236Q81 240 74 236Z'];
const TORSO = ['M48 56Q70 48 92 56L94 100L91 146H49L46 100Z'];

/** The figure seen from behind sits 120 units to the right of the front one. */
const BACK_OFFSET = 120;

const FRONT_REGIONS: { area: BodyArea; paths: string[] }[] = [
  { area: 'head', paths: HEAD },
  { area: 'arms', paths: ARMS },
  { area: 'chest', paths: CHEST },
  { area: 'abdomen', paths: ABDOMEN },
  { area: 'legs', paths: LEGS },
];

function regionClasses(pressed: boolean, hasSymptoms: boolean) {
  return cn(
    'transition-colors motion-reduce:transition-none stroke-[1.5] group-focus-visible:stroke-[3.5]',
    'group-focus-visible:stroke-slate-950 dark:group-focus-visible:stroke-white',
    pressed
      ? 'fill-teal-600 stroke-teal-900 dark:fill-teal-400 dark:stroke-teal-100'
      : hasSymptoms
        ? 'fill-teal-200 stroke-teal-700 group-hover:fill-teal-300 dark:fill-teal-800 dark:stroke-teal-300 dark:group-hover:fill-teal-700'
        : 'fill-slate-200 stroke-slate-500 group-hover:fill-teal-100 dark:fill-slate-700 dark:stroke-slate-400 dark:group-hover:fill-slate-600',
  );
}

function Region({
  area,
  paths,
  pressed,
  selectedCount,
  onSelect,
  offset = 0,
}: {
  area: BodyArea;
  paths: string[];
  pressed: boolean;
  selectedCount: number;
  onSelect: (area: BodyArea) => void;
  offset?: number;
}) {
  const label = SYMPTOM_BODY_AREAS[area].label;
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(area);
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; this region is a button by role, focus and keys.
    <g
      role="button"
      // `tabindex` as the attribute is spelled: on an SVG element the runtime (Preact) sets attributes by the
      // name given, and SVG attribute names are case-sensitive, so `tabIndex` left the region out of the tab
      // order (found by the keyboard test of this dialog).
      {...({ tabindex: 0 } as Record<string, number>)}
      aria-pressed={pressed}
      aria-label={
        selectedCount > 0 ? fill(MSG_SEARCH.areaSelectedCount, { area: label, count: selectedCount }) : label
      }
      data-area={area}
      onClick={() => onSelect(area)}
      onKeyDown={onKeyDown}
      transform={offset ? `translate(${offset} 0)` : undefined}
      className="group cursor-pointer outline-none"
    >
      {paths.map((d) => (
        <path key={d} d={d} className={regionClasses(pressed, selectedCount > 0)} />
      ))}
    </g>
  );
}

export function BodyDiagram({
  area,
  onAreaChange,
  selectedCounts,
}: {
  area: BodyArea;
  onAreaChange: (area: BodyArea) => void;
  selectedCounts: Readonly<Record<BodyArea, number>>;
}) {
  const silhouette = 'fill-slate-100 stroke-slate-300 stroke-[1.5] dark:fill-slate-800 dark:stroke-slate-600';
  return (
    <fieldset className="mx-auto w-full max-w-[17rem]">
      <legend className="sr-only">{MSG_SEARCH.bodyDiagram}</legend>
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: a container of named region buttons, labelled by the legend. */}
      <svg viewBox="0 0 260 244" className="block h-auto w-full select-none">
        {FRONT_REGIONS.map(({ area: region, paths }) => (
          <Region
            key={region}
            area={region}
            paths={paths}
            pressed={area === region}
            selectedCount={selectedCounts[region]}
            onSelect={onAreaChange}
          />
        ))}
        <g transform={`translate(${BACK_OFFSET} 0)`}>
          {[...HEAD, ...ARMS, ...LEGS].map((d) => (
            <path key={d} d={d} className={silhouette} />
          ))}
        </g>
        <Region
          area="back"
          paths={TORSO}
          pressed={area === 'back'}
          selectedCount={selectedCounts.back}
          onSelect={onAreaChange}
          offset={BACK_OFFSET}
        />
      </svg>
      <div
        aria-hidden="true"
        className="relative mt-1 h-5 text-sm font-semibold text-slate-600 dark:text-slate-300"
      >
        <span className="absolute left-[27%] -translate-x-1/2">{MSG_SEARCH.frontView}</span>
        <span className="absolute left-[73%] -translate-x-1/2">{MSG_SEARCH.backView}</span>
      </div>
    </fieldset>
  );
}
