//.kernel call
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -dumpcommonisa -output -binary -fusedCallWA 1 "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -LSCBackupMode -fusedCallWA 1 "
//.instCount 88
//.RA type	GRAPH_COLORING_FF_RA
//.spill size 131072

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r3.2)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.3)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.6)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.7)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r3.0)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r3.1)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=32 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V35 (41)  rf=r size=8 type=d align=2 words (r2.6)
//.declare V36 (42)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V37 (43)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V38 (44)  rf=r size=4 type=d align=16 words (r1.0)
//.declare V39 (45)  rf=r size=8 type=q align=4 words (r1.1)
//.declare V43 (49)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V44 (50)  rf=r size=32 type=d align=16 words (r1.0)
//.declare V45 (51)  rf=r size=32 type=d align=16 words (r1.0)
//.declare hwtid_tmp0 (52)  rf=r size=4 type=ud align=2 words (r2.6)
//.declare hwtid_tmp1 (53)  rf=r size=4 type=ud align=2 words (r2.7)
//.declare hwtid_sr0 (54)  rf=r size=4 type=ud align=2 words (r2.7)
//.declare V46 (55)  rf=r size=8 type=d alias=V35+0 align=2 words (r2.6)
//.declare V48 (57)  rf=r size=4 type=ud alias=V37+0 align=2 words (r3.0)
//.declare V49 (58)  rf=r size=4 type=ud alias=V38+0 align=2 words (r1.0)
//.declare V50 (59)  rf=r size=8 type=ud alias=V35+0 align=2 words (r2.6)
//.declare V51 (60)  rf=r size=8 type=ud alias=V36+0 align=2 words (r2.0)
//.declare V52 (61)  rf=r size=8 type=d alias=V39+0 align=2 words (r1.2)
//.declare V53 (62)  rf=r size=8 type=d alias=V39+0 align=2 words (r1.2)
//.declare V54 (63)  rf=r size=4 type=d alias=V38+0 align=2 words (r1.0)
//.declare V55 (64)  rf=r size=8 type=d alias=V36+0 align=2 words (r2.0)
//.declare V56 (65)  rf=r size=8 type=q alias=%sp+0 align=4 words (r125.3)
//.declare V57 (66)  rf=r size=8 type=q alias=%fp+0 align=4 words (r125.2)
//.declare V58 (67)  rf=r size=8 type=q alias=%sp+0 align=4 words (r125.3)
//.declare V59 (68)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.1)
//.declare  (69)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare V60 (70)  rf=r size=384 type=d alias=%arg+0 align=16 words (r26.0)
//.declare V61 (71)  rf=r size=256 type=d alias=%retval+0 align=16 words (r26.0)
//.declare V62 (72)  rf=r size=8 type=uq alias=V33+0 align=4 words (r2.2)
//.declare  (73)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare V63 (74)  rf=r size=32 type=d alias=V44+0 align=16 words (r1.0)
//.declare V64 (75)  rf=r size=32 type=d alias=V45+0 align=16 words (r1.0)
//.declare  (76)  rf=r size=4 type=ud alias=SR+28 align=2 words (r126.7) Output
//.declare  (77)  rf=r size=32 type=ud align=16 words (r112.0)
//.declare  (78)  rf=r size=2 type=w align=1 words (r2.12)
//.declare  (79)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (80)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (81)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (82)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (83)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare be_fp (84)  rf=r size=4 type=ud align=2 words (r125.3)
//.declare be_sp (85)  rf=r size=4 type=ud align=2 words (r125.2)
//.declare SR (86)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare  (87)  rf=r size=8 type=ud align=4 words (r2.0)
//.declare VCE_SAVE (88)  rf=r size=2080 type=ud align=16 words (r60.0)
//.declare  (89)  rf=r size=1888 type=ud align=16 words
//.declare  (90)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare  (91)  rf=f64  size=8 type=uw align=1 words (f0.0)
//.declare  (92)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (93)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (94)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare  (95)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare  (96)  rf=r size=4 type=ud align=16 words Input_Output
//.declare  (97)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare  (98)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (99)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (100)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (101)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.0)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.1)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.2)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.3)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=32 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V34 (40)  rf=r size=32 type=d align=16 words (r1.0)
//.declare V36 (42)  rf=r size=32 type=d alias=V34+0 align=16 words (r1.0)
//.declare V37 (43)  rf=r size=384 type=d alias=%arg+0 align=16 words (r26.0)
//.declare V38 (44)  rf=r size=256 type=d alias=%retval+0 align=16 words (r26.0)
//.declare  (45)  rf=r size=4 type=ud alias=SR+28 align=2 words (r126.7) Output
//.declare  (46)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (47)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (48)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare be_fp (49)  rf=r size=4 type=ud align=2 words (r125.3)
//.declare be_sp (50)  rf=r size=4 type=ud align=2 words (r125.2)
//.declare SR (51)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare VCE_SAVE (52)  rf=r size=2080 type=ud align=16 words (r60.0)
//.declare  (53)  rf=r size=16 type=ud align=2 words (r59.4)
//.declare  (54)  rf=r size=16 type=ud align=2 words (r125.0)
//.declare  (55)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare  (56)  rf=r size=4 type=ud align=16 words Input_Output

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V32      | :q       |      8 | r2+8     | general    |
// | V33      | :q       |      8 | r2+16    | general    |
// | V36      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x20:uw              {I@1} // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $28
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$0.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r2       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2 // $28
// B002: [CALL],  Preds:{B001},  Succs:{B005}
// call_BB_0:
(W)     or (1|M0)                sr0.2<1>:ud   sr0.2<0;1,0>:ud   0xFFFF0000:ud              {A@1}    // $28
        sync.nop                             null                             {Compacted,A@1}        // $28
        sync.nop                             null                             {Compacted,$1.src}     // $28
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<1;1,0>:ud                   {A@1}                // $28
(W)     mov (8|M0)               r126.0<1>:f   r127.0<1;1,0>:f                  {Compacted,I@1}      // $28
(W)     mov (1|M0)               r125.3<1>:f   0.0:f                               {Compacted}       //  (0x00000000:f); $28
(W)     mov (1|M0)               r125.2<1>:f   8.96831e-44:f                                         //  (0x00000040:f); $28
(W)     send.ugm (1|M0)          r1       r127    null:0  0x0            0x0214171F           {$0} // wr:1+0, rd:1; fence.ugm.evict.gpu // $28
(W)     mov (8|M0)               null<1>:ud    r1.0<1;1,0>:ud                   {$0.dst}             //  memory fence commit; $28
(W)     send.ugm (1|M0)          r1       r127    null:0  0x0            0x0210271F           {A@1,$2} // wr:1+0, rd:1; fence.ugm.invalidate.gpu // $28
(W)     and (1|M0)               r126.7<1>:ud  r127.5<0;1,0>:ud  0xFFFFFC00:ud              {F@3}    // 
(W)     mov (8|M0)               null<1>:ud    r1.0<1;1,0>:ud                   {$2.dst}             //  memory fence commit; $1
        sync.nop                             null                             {Compacted,$1.dst}     // $1
(W)     and (1|M0)               r2.7<1>:ud    sr0.0<0;1,0>:ud   0x3FFF:uw              {A@1}        // $1
(W)     and (1|M0)               r2.6<1>:ud    r2.7<0;1,0>:ud    0x3F:uw              {A@1}          // $2
(W)     shr (1|M0)               r2.7<1>:ud    r2.7<0;1,0>:ud    0x1:uw                              // $3
(W)     mov (1|M0)               r1.1<1>:ud    r2.3<0;1,0>:ud                                        // $18
(W)     and (1|M0)               r2.7<1>:ud    r2.7<0;1,0>:ud    0xFFFFFFC0:ud              {I@2}    // $4
(W)     or (1|M0)                r2.7<1>:ud    r2.6<0;1,0>:ud    r2.7<0;1,0>:ud   {I@1}              // $5
(W)     and (1|M0)               r2.6<1>:ud    r2.7<0;1,0>:ud    0x7:uw              {I@1}           // $6
(W)     shr (1|M0)               r2.7<1>:ud    r2.7<0;1,0>:ud    0x1:uw                              // $7
(W)     and (1|M0)               r2.7<1>:ud    r2.7<0;1,0>:ud    0xFFFFFFF8:ud              {I@1}    // $8
(W)     or (1|M0)                r2.7<1>:ud    r2.6<0;1,0>:ud    r2.7<0;1,0>:ud   {I@1}              // $9
        shl (1|M0)               r2.6<1>:d     r2.7<0;1,0>:d     13:w               {I@1}            // $11
        addc (1|M0)              r3.0<1>:ud    r2.6<0;1,0>:ud    r2.0<0;1,0>:ud   {AccWrEn,I@1}      // $13
(W)     mov (1|M0)               r2.12<1>:hf   0.0:hf                              {I@1}             // $15
        mov (1|M0)               r1.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $13
        mov (1|M0)               r1.2<1>:d     r3.0<0;1,0>:d                                         // $14
        add3 (1|M0)              r1.3<1>:d     r1.0<0;0>:d       r2.12<0;0>:w      r2.1<0>:d        {A@1} // $15
(W)     mov (1|M0)               r1.0<1>:ud    r2.2<0;1,0>:ud                                        // $18
(W)     mov (2|M0)               r125.6<1>:ud  r1.2<1;1,0>:ud                   {I@2}                // $16
(W)     send.dc1 (8|M0)          r1       r1      null:0  0x0            0x021D02FF           {A@1,$3} // wr:1h+0, rd:1; a64 unaligned oword block read x2 // $18
(W)     mov (2|M0)               r125.4<1>:ud  r125.6<1;1,0>:ud                                      // $17
        sync.nop                             null                             {Compacted,$3.dst}     // $19
(W)     call (16|M0)             r2.0          square_plus_BB_1                 {A@1}                // $19
// B003: [RETURN,FCALL],  Preds:{B005},  Succs:{B006}
_call_k0_0_:
(W)     mov (1|M0)               r126.6<1>:ud  a0.2<0;1,0>:ud                                        // $21
(W)     shr (1|M16)              a0.2<1>:ud    r126.7<0;1,0>:ud  0x4:ud              {F@1}           // $21
(W)     add (1|M16)              r126.0<1>:ud  r125.3<0;1,0>:ud  0x0:ud                              // $21
        mov (8|M0)               r26.0<1>:f    r1.0<1;1,0>:f                    {Compacted}          // $20
(W)     store.ugm.d32x8t.a32 (1|M16)  ss[a0.2][r126:1] r2:1        {ExBSO,A@1,$4} // ex_desc:a0.2; desc:0x4200C504 //  spill to FP[0*32] of ?; $21
(W)     mov (1|M0)               a0.2<1>:ud    r126.6<0;1,0>:ud                 {F@1}                // $21
        sync.nop                             null                             {Compacted,$4.src}     // $21
        call (16|M0)             r125.0        L_f0__BB_0                       {A@1}                // $21
// B004: Preds:{B006},  Succs:{}
_call_k0_1_:
(W)     mov (1|M0)               r126.6<1>:ud  a0.2<0;1,0>:ud                   {$4.src}             // $21
(W)     shr (1|M16)              a0.2<1>:ud    r126.7<0;1,0>:ud  0x4:ud              {F@1}           // $21
(W)     add (1|M16)              r126.0<1>:ud  r125.3<0;1,0>:ud  0x0:ud                              // $21
        mov (8|M0)               r3.0<1>:f     r26.0<1;1,0>:f                   {Compacted,F@1}      // $22
(W)     mov (8|M0)               r112.0<1>:f   r127.0<1;1,0>:f                  {Compacted}          // $24
(W)     load.ugm.d32x8t.a32 (1|M16)  r2:1       ss[a0.2][r126:1]   {ExBSO,A@1,$5} // ex_desc:a0.2; desc:0x4210C500 //  fill from FP[0*32] of ?; $21
        sync.nop                             null                             {Compacted,$5.dst}     // $23
(W)     mov (1|M0)               r1.0<1>:ud    r2.4<0;1,0>:ud                   {$5.dst}             // $23
(W)     mov (1|M0)               r1.1<1>:ud    r2.5<0;1,0>:ud                                        // $23
(W)     send.dc1 (8|M0)          null     r1      r3:1    0x0            0x020D42FF           {A@1,$6} // wr:1h+1, rd:0; a64 unaligned oword block write x2 // $23
        sync.nop                             null                             {Compacted,$6.src}     // $28
(W)     send.tgm (1|M0)          r1       r127    null:0  0x0            0x0210031F           {$7} // wr:1+0, rd:1; fence.tgm.none.local // $28
(W)     mov (8|M0)               null<1>:ud    r1.0<1;1,0>:ud                   {$7.dst}             //  memory fence commit; $28
(W)     send.ugm (1|M0)          r1       r127    null:0  0x0            0x0210031F           {A@1,$8} // wr:1+0, rd:1; fence.ugm.none.local // $28
(W)     mov (8|M0)               null<1>:ud    r1.0<1;1,0>:ud                   {$8.dst}             //  memory fence commit; $24
(W)     send.gtwy (8|M0)         null     r112    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $24
// B005: [INIT,EXIT],  Preds:{B002},  Succs:{B003}
square_plus_BB_1:
(W)     mul (8|M0)               acc0.0<1>:d   r1.0<1;1,0>:d     r1.0<2;1,0>:uw   {Compacted,$3.dst} // $26
        mach (8|M0)              r1.0<1>:d     r1.0<1;1,0>:d     r1.0<1;1,0>:d    {Compacted}        // $27
        add (8|M0)               r1.0<1>:d     r1.0<1;1,0>:d     3:w               {Compacted,I@1}   // $27
        ret (16|M0)                          r2.0                             {A@1}                  // $28
// B006: [inDivergent],  Preds:{B003},  Succs:{B004}
L_f0__BB_0:
(W)     shr (1|M0)               a0.2<1>:ud    r126.7<0;1,0>:ud  0x4:ud              {A@1}           // $3
(W)     add (1|M0)               r126.0<1>:ud  r125.2<0;1,0>:ud  0x0:ud              {Compacted}     // $3
(W)     mov (4|M0)               r59.4<1>:ud   r125.0<1;1,0>:ud                                      //  save vISA SP/FP to temp; $3
(W)     store.ugm.d32x8t.a32 (1|M0)  ss[a0.2][r126:1] r125:1       {ExBSO,A@2,$0} // ex_desc:a0.2; desc:0x4200C504 //  spill to FP[0*32] of ?; $3
(W)     mov (1|M0)               r125.3<1>:ud  r125.2<0;1,0>:ud                 {$0.src}             //  vISA_FP = vISA_SP; $3
(W)     add (1|M0)               r125.2<1>:ud  r125.2<0;1,0>:ud  0x40:ud                             //  vISA_SP += vISA_frameSize; $3
(W)     send.ugm (1|M0)          r1       r0      null:0  0x0            0x0214171F           {$1} // wr:1+0, rd:1; fence.ugm.evict.gpu // $3
(W)     mov (8|M0)               null<1>:ud    r1.0<1;1,0>:ud                   {$1.dst}             //  memory fence commit; $3
(W)     send.ugm (1|M0)          r1       r0      null:0  0x0            0x0210271F           {A@1,$2} // wr:1+0, rd:1; fence.ugm.invalidate.gpu // $3
(W)     mov (4|M0)               r125.0<1>:ud  r59.4<1;1,0>:ud                                       //  restore vISA SP/FP from temp; $3
(W)     mov (8|M0)               null<1>:ud    r1.0<1;1,0>:ud                   {$2.dst}             //  memory fence commit; $1
(W)     shl (8|M0)               r1.0<1>:d     r26.0<1;1,0>:d    1:w               {Compacted}       // $1
(W)     shl (8|M0)               r26.0<1>:d    r26.0<1;1,0>:d    1:w               {Compacted}       // $2
        ret (16|M0)                          r125.0                           {A@1}                  // $3


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 74
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
