"""Exchange with other libraries: DLPack / CUDA array interface (dlpack.py), safetensors files (serialization.py)."""
