// leaflet.heat ships no types: it adds `L.heatLayer` to the global Leaflet when imported.
declare module 'leaflet.heat';
